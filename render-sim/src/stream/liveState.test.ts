import type { StreamCommand } from '@configurator/domain/stream/streamCommands';
import { describe, expect, it } from 'vitest';
import type { StreamStartSpec } from '../protocol.js';
import { testStreamSpec, testXbowStreamSpec } from '../testing/streamSpecs.js';
import { CENTRE_LOCK_WHEELS, LiveState } from './liveState.js';

type Confopt = Extract<StreamCommand, { name: 'confopt' }>;
type Confcol = Extract<StreamCommand, { name: 'confcol' }>;

const confopt = (category: string, value: string): Confopt => ({ name: 'confopt', category, value });
const confcol = (
  slot: Confcol['slot'],
  color: string,
  finish: Confcol['finish'],
  rimSize: Confcol['rimSize'] = null,
): Confcol => ({ name: 'confcol', slot, color, finish, rimSize });

const xbowSpec = (): StreamStartSpec => {
  const spec = testXbowStreamSpec();
  return { ...spec, xbowColors: spec.xbowColors && { ...spec.xbowColors, rims: '222222' } };
};

describe('live scene state', () => {
  it('starts as the stock vehicle in the configuration colour and loads the configuration parts', () => {
    const state = new LiveState(testStreamSpec());
    expect(state.partIds()).toEqual([]);
    expect(state.colorCode).toBe('FF6600');
    state.loadConfigurationParts();
    expect(state.partIds()).toEqual([11]);
    expect(state.scene()).toMatchObject({
      modelId: 'STREAM-TEST',
      family: 'naked',
      colorCode: 'FF6600',
      parts: [{ partId: 11, categories: ['EXHAUST'], name: 'Slip-on silencer' }],
      xbowColors: null,
      perspective: 0,
    });
  });

  it('puts a part into a category with confopt and empties the category with default', () => {
    const state = new LiveState(testStreamSpec());
    state.loadConfigurationParts();
    state.applyOption(confopt('SEATS', 'pp_seat_12'));
    expect(state.partIds()).toEqual([11, 12]);
    expect(state.partsIn('SEATS')).toEqual([12]);
    state.applyOption(confopt('EXHAUST', 'default'));
    expect(state.partIds()).toEqual([12]);
    expect(state.partsIn('EXHAUST')).toEqual([]);
  });

  it('keeps a part in several categories until each of them is emptied, and shows it once', () => {
    const state = new LiveState(testStreamSpec({ partIds: [12] }));
    state.loadConfigurationParts();
    expect(state.partsIn('SEATS')).toEqual([12]);
    expect(state.partsIn('ERGONOMICS')).toEqual([12]);
    expect(state.scene().parts).toEqual([
      { partId: 12, categories: ['SEATS', 'ERGONOMICS'], name: 'Rally seat' },
    ]);
    state.applyOption(confopt('SEATS', 'default'));
    expect(state.partIds()).toEqual([12]);
    state.applyOption(confopt('ERGONOMICS', 'default'));
    expect(state.partIds()).toEqual([]);
  });

  it('ignores a part value it does not know and empties everything on reset', () => {
    const state = new LiveState(testStreamSpec());
    state.loadConfigurationParts();
    state.applyOption(confopt('EXHAUST', 'pp_unknown'));
    expect(state.partIds()).toEqual([11]);
    state.reset();
    expect(state.partIds()).toEqual([]);
    expect(state.scene().parts).toEqual([]);
  });

  it('changes the colour with herolvl and falls back to orange for a variation without colour', () => {
    const state = new LiveState(testStreamSpec());
    state.setVariation('F9903V5');
    expect(state.variationCode).toBe('F9903V5');
    expect(state.scene().colorCode).toBe('1A1A1A');
    state.setVariation('F9903V9');
    expect(state.colorCode).toBe('FF6600');
  });

  it('frames a Husqvarna from its own perspective', () => {
    expect(new LiveState(testStreamSpec({ brand: 'HQV' })).scene().perspective).toBe(3);
  });

  it('puts a predefined X-Bow colour into a slot with confopt, upper case, the finish kept', () => {
    const state = new LiveState(xbowSpec());
    state.applyOption(confopt('body', '785db2'));
    expect(state.xbowColors).toEqual({
      body: '785DB2',
      calipers: null,
      rims: '222222',
      stitching: null,
      suspensionAndLogo: null,
      finish: 'Glossy',
    });
    expect(state.partIds()).toEqual([]);
  });

  it('gives an X-Bow slot back its default colour with confopt default', () => {
    const state = new LiveState(xbowSpec());
    state.applyOption(confopt('rims', 'default'));
    expect(state.xbowColors?.rims).toBeNull();
  });

  it('sets a custom X-Bow colour with confcol: the body takes the finish, the rims their size', () => {
    const state = new LiveState(xbowSpec());
    state.applyColor(confcol('body', '785DB2', 'Matte'));
    expect(state.xbowColors).toMatchObject({ body: '785DB2', finish: 'Matte' });
    expect(state.rimSize).toBeNull();
    state.applyColor(confcol('rims', 'abcdef', 'Glossy', 20));
    expect(state.xbowColors).toMatchObject({ body: '785DB2', rims: 'ABCDEF', finish: 'Matte' });
    expect(state.rimSize).toBe(20);
    state.applyColor(confcol('rims', '222222', 'Glossy'));
    expect(state.rimSize).toBe(20);
    expect(state.scene().xbowColors).toEqual(state.xbowColors);
  });

  it('shows 20-inch rims as the centre-lock wheels, unless a wheel part is fitted', () => {
    const state = new LiveState(xbowSpec());
    expect(state.scene().parts).not.toContainEqual(CENTRE_LOCK_WHEELS);
    state.applyColor(confcol('rims', '222222', 'Glossy', 20));
    expect(state.scene().parts).toContainEqual(CENTRE_LOCK_WHEELS);
    state.applyColor(confcol('rims', '222222', 'Glossy', 19));
    expect(state.scene().parts).not.toContainEqual(CENTRE_LOCK_WHEELS);
  });

  it('gives an X-Bow without colours yet a glossy default to paint a custom colour on', () => {
    const state = new LiveState({ ...xbowSpec(), xbowColors: null });
    state.applyColor(confcol('calipers', 'ff0000', 'Matte'));
    expect(state.xbowColors).toEqual({
      body: null,
      calipers: 'FF0000',
      rims: null,
      stitching: null,
      suspensionAndLogo: null,
      finish: 'Glossy',
    });
  });

  it('reads colour slot names as power-part categories on a motorcycle', () => {
    const state = new LiveState(testStreamSpec());
    state.applyOption(confopt('body', 'FF0000'));
    expect(state.xbowColors).toBeNull();
    expect(state.partIds()).toEqual([]);
  });
});
