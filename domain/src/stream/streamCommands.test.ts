import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOR_SLOTS } from '../configuration/vehicleSettings.js';
import {
  formatStreamCommand,
  parseStreamCommand,
  STREAM_COMMAND_NAMES,
  type StreamCommand,
  streamReply,
} from './streamCommands.js';
import type { StreamTools } from './streamTools.js';
import { MOTORCYCLE, XBOW } from './streamToolsFixture.js';

describe('parseStreamCommand accepts', () => {
  it.each<[string, StreamTools, string, StreamCommand]>([
    [
      'a part value',
      MOTORCYCLE,
      'confopt EXHAUST pp_slip_on_A101',
      { name: 'confopt', category: 'EXHAUST', value: 'pp_slip_on_A101' },
    ],
    [
      'a part in its second category',
      MOTORCYCLE,
      'confopt ENGINE pp_evolution_A102',
      { name: 'confopt', category: 'ENGINE', value: 'pp_evolution_A102' },
    ],
    [
      'a category reset',
      MOTORCYCLE,
      'confopt PROTECTION default',
      { name: 'confopt', category: 'PROTECTION', value: 'default' },
    ],
    [
      'a predefined colour, upper-cased',
      XBOW,
      'confopt body FF6600',
      { name: 'confopt', category: 'body', value: 'FF6600' },
    ],
    [
      'a predefined colour in lower case',
      XBOW,
      'confopt rims c0c0c0',
      { name: 'confopt', category: 'rims', value: 'C0C0C0' },
    ],
    [
      'a colour slot reset',
      XBOW,
      'confopt calipers default',
      { name: 'confopt', category: 'calipers', value: 'default' },
    ],
    ['a camera category', MOTORCYCLE, 'confcam ENGINE', { name: 'confcam', category: 'ENGINE' }],
    ['the default camera', MOTORCYCLE, 'confcam default', { name: 'confcam', category: 'default' }],
    ['a variation', MOTORCYCLE, 'herolvl F7475X4', { name: 'herolvl', variationCode: 'F7475X4' }],
    ['an environment', MOTORCYCLE, 'envilvl alpine', { name: 'envilvl', environment: 'alpine' }],
    ['a lighting range', MOTORCYCLE, 'lightng 12 22', { name: 'lightng', from: 12, to: 22 }],
    ['fractional lighting', MOTORCYCLE, 'lightng 14.5 13', { name: 'lightng', from: 14.5, to: 13 }],
    ['the first hour', MOTORCYCLE, 'daytime 1', { name: 'daytime', hour: 1 }],
    ['the last hour', MOTORCYCLE, 'daytime 24', { name: 'daytime', hour: 24 }],
    ['a cinematic', MOTORCYCLE, 'cinemat rideby', { name: 'cinemat', id: 'rideby' }],
    ['a perspective', XBOW, 'perspct cockpit', { name: 'perspct', id: 'cockpit' }],
    ['a view', XBOW, 'animatn canopy', { name: 'animatn', id: 'canopy' }],
    ['tilt-shift on', MOTORCYCLE, 'tiltsft on', { name: 'tiltsft', on: true }],
    ['sound off', MOTORCYCLE, 'soundfx off', { name: 'soundfx', on: false }],
    ['portrait mode', XBOW, 'portrmd on', { name: 'portrmd', on: true }],
    ['touch mode', XBOW, 'touchmd off', { name: 'touchmd', on: false }],
    ['the intro', MOTORCYCLE, 'introin', { name: 'introin' }],
    ['the intro move', MOTORCYCLE, 'introgo', { name: 'introgo' }],
    ['a reset', MOTORCYCLE, 'uereset', { name: 'uereset' }],
    ['a version request', XBOW, 'ueversn', { name: 'ueversn' }],
    [
      'a custom colour',
      XBOW,
      'confcol body 785db2 Matte',
      { name: 'confcol', slot: 'body', color: '785DB2', finish: 'Matte', rimSize: null },
    ],
    [
      'a rim colour with size',
      XBOW,
      'confcol rims 1A1A1A Glossy 20',
      { name: 'confcol', slot: 'rims', color: '1A1A1A', finish: 'Glossy', rimSize: 20 },
    ],
    [
      'a rim colour without size',
      XBOW,
      'confcol rims 1A1A1A Glossy',
      { name: 'confcol', slot: 'rims', color: '1A1A1A', finish: 'Glossy', rimSize: null },
    ],
  ])('%s', (_, tools, text, command) => {
    expect(parseStreamCommand(text, tools)).toEqual({ ok: true, command });
  });
});

describe('formatStreamCommand', () => {
  it.each<[StreamCommand, string]>([
    [{ name: 'confopt', category: 'EXHAUST', value: 'default' }, 'confopt EXHAUST default'],
    [{ name: 'lightng', from: 12.5, to: 22 }, 'lightng 12.5 22'],
    [{ name: 'tiltsft', on: false }, 'tiltsft off'],
    [{ name: 'ueversn' }, 'ueversn'],
    [
      { name: 'confcol', slot: 'rims', color: 'C0C0C0', finish: 'Matte', rimSize: 19 },
      'confcol rims C0C0C0 Matte 19',
    ],
    [
      { name: 'confcol', slot: 'body', color: '785DB2', finish: 'Glossy', rimSize: null },
      'confcol body 785DB2 Glossy',
    ],
  ])('%j -> %s', (command, text) => {
    expect(formatStreamCommand(command)).toBe(text);
  });
});

describe('streamReply', () => {
  it.each<[StreamCommand, string]>([
    [{ name: 'herolvl', variationCode: 'F7475X3' }, 'herolvl done'],
    [{ name: 'confcam', category: 'EXHAUST' }, 'confcam done'],
    [{ name: 'introgo' }, 'introgo done'],
    [{ name: 'uereset' }, 'uereset succ'],
    [{ name: 'ueversn' }, 'ueversn 2024.3.1'],
    [{ name: 'confcol', slot: 'body', color: '785DB2', finish: 'Matte', rimSize: null }, 'confcol done'],
  ])('%j -> %s', (command, reply) => {
    expect(streamReply(command, '2024.3.1')).toBe(reply);
  });
});

/** Every command the vehicle accepts, drawn from its tools. */
function validCommand(tools: StreamTools): fc.Arbitrary<StreamCommand> {
  const colors = tools.colors;
  const hex = fc.stringMatching(/^[0-9A-F]{6}$/);
  const number = fc.double({ min: tools.lighting.min, max: tools.lighting.max, noNaN: true });
  const partValue = fc.constantFrom(...tools.powerParts).chain((part) =>
    fc.record({
      category: fc.constantFrom(...part.categories),
      value: fc.constantFrom(part.value, 'default'),
    }),
  );
  const choices: fc.Arbitrary<StreamCommand>[] = [
    partValue.map(({ category, value }) => ({ name: 'confopt', category, value })),
    fc.constantFrom('default', ...tools.powerParts.flatMap((part) => part.categories)).map((category) => ({
      name: 'confcam',
      category,
    })),
    fc.constantFrom(...tools.variationCodes).map((variationCode) => ({ name: 'herolvl', variationCode })),
    fc.constantFrom(...tools.environments).map((environment) => ({ name: 'envilvl', environment })),
    fc.tuple(number, number).map(([from, to]) => ({ name: 'lightng', from, to })),
    fc.integer({ min: 1, max: 24 }).map((hour) => ({ name: 'daytime', hour })),
    fc.constantFrom(...tools.cinematics).map((id) => ({ name: 'cinemat', id })),
    fc.constantFrom(...tools.perspectives).map((id) => ({ name: 'perspct', id })),
    fc.constantFrom(...tools.views).map((id) => ({ name: 'animatn', id })),
    fc.boolean().map((on) => ({ name: 'portrmd', on })),
    fc.boolean().map((on) => ({ name: 'touchmd', on })),
    fc.constantFrom('introin', 'introgo', 'uereset', 'ueversn').map((name) => ({ name })),
  ];
  if (tools.tiltShift) choices.push(fc.boolean().map((on) => ({ name: 'tiltsft', on })));
  if (tools.sound) choices.push(fc.boolean().map((on) => ({ name: 'soundfx', on })));
  if (colors) {
    choices.push(
      fc
        .constantFrom(...COLOR_SLOTS)
        .chain((slot) =>
          fc.record({
            category: fc.constant(slot),
            value: fc.constantFrom('default', ...colors.predefined[slot]),
          }),
        )
        .map(({ category, value }) => ({ name: 'confopt', category, value })),
      fc
        .record({
          slot: fc.constantFrom(...COLOR_SLOTS),
          color: hex,
          finish: fc.constantFrom(...colors.finishes),
          rimSize: fc.constantFrom(19 as const, 20 as const, null),
        })
        .map(({ slot, rimSize, ...rest }) => ({
          name: 'confcol',
          slot,
          ...rest,
          rimSize: slot === 'rims' ? rimSize : null,
        })),
    );
  }
  return fc.oneof(...choices);
}

describe('formatting and parsing', () => {
  it.each([
    ['a motorcycle', MOTORCYCLE],
    ['the X-Bow', XBOW],
  ])('give back every valid command of %s', (_, tools) => {
    fc.assert(
      fc.property(validCommand(tools), (command) => {
        expect(parseStreamCommand(formatStreamCommand(command), tools)).toEqual({ ok: true, command });
      }),
    );
  });

  it('never throw on any text, and what they accept formats to a text read the same way', () => {
    const words = fc.constantFrom(
      ...STREAM_COMMAND_NAMES,
      'EXHAUST',
      'body',
      'rims',
      'on',
      '19',
      '12',
      'ff6600',
    );
    const text = fc.oneof(
      fc.string(),
      fc.array(words, { maxLength: 5 }).map((list) => list.join(' ')),
    );
    fc.assert(
      fc.property(text, fc.constantFrom(MOTORCYCLE, XBOW), (input, tools) => {
        const result = parseStreamCommand(input, tools);
        if (result.ok) {
          expect(parseStreamCommand(formatStreamCommand(result.command), tools)).toEqual(result);
        } else {
          expect(result.message).not.toBe('');
        }
      }),
    );
  });
});
