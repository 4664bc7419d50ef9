import { describe, expect, it } from 'vitest';
import { rulesNotConfirmed } from './errors.js';
import {
  applySetup,
  at,
  BASE_PRICE,
  by,
  given,
  partRemoved,
  priceWith,
  remove,
  replaces,
  required,
  withParts,
} from './partRulesFixture.js';

describe('removing a part', () => {
  it('removes a part nothing needs directly', () => {
    given(withParts(1, 2))
      .when(remove(1))
      .then(partRemoved(1, [1], priceWith(2)));
  });

  it('refuses a part that is not applied, or not offered', () => {
    given(withParts(1)).when(remove(2)).thenFails('PART_NOT_APPLIED', { partId: 2 });
    given(withParts(1)).when(remove(999)).thenFails('PART_NOT_IN_CATALOG', { partId: 999 });
  });

  it('asks to confirm the parts that need it, transitively, then removes them all', () => {
    const chain = withParts(10, 11, 12, 13);
    given(chain)
      .when(remove(13))
      .thenAsks(required(13, [12, 11, 10]));
    const question = given(chain)
      .when(remove(13))
      .thenAsks(required(13, [12, 11, 10]));
    expect(rulesNotConfirmed(question)).toMatchObject({ code: 'RULES_NOT_CONFIRMED', rulesResult: question });
    given(chain)
      .when(remove(13, { removeParts: [12, 11, 10] }))
      .then(partRemoved(13, [13, 12, 11, 10], BASE_PRICE));
  });

  it('removes both sides of a mutual requirement', () => {
    given(withParts(40, 41))
      .when(remove(40))
      .thenAsks(required(40, [41]));
    given(withParts(40, 41))
      .when(remove(40, { removeParts: [41] }))
      .then(partRemoved(40, [40, 41], BASE_PRICE));
  });

  it('keeps a choose-one requirement satisfied while one option remains', () => {
    given(withParts(70, 71, 72))
      .when(remove(71))
      .then(partRemoved(71, [71], priceWith(70, 72)));
    given(withParts(70, 72))
      .when(remove(72))
      .thenAsks(required(72, [70]));
  });
});

describe('setups', () => {
  it('adds the setup parts as a group through the same rules', () => {
    given(withParts())
      .when(applySetup('comfort'))
      .thenAsks(required(1, [21, 22]));
    given(withParts())
      .when(applySetup('comfort', { selectedParts: [21, 22] }))
      .then({
        type: 'SetupApplied',
        setupId: 'comfort',
        addedPartIds: [1, 20, 21, 22],
        removedPartIds: [],
        price: priceWith(1, 20, 21, 22),
        at,
        by,
      });
  });

  it('replaces conflicting parts after confirmation', () => {
    given(withParts(51))
      .when(applySetup('track'))
      .thenAsks(replaces(50, [51]));
    const state = given(withParts(51))
      .when(applySetup('track', { removeParts: [51] }))
      .then({
        type: 'SetupApplied',
        setupId: 'track',
        addedPartIds: [50],
        removedPartIds: [51],
        price: priceWith(50),
        at,
        by,
      });
    expect(state).toMatchObject({ partIds: [50], selectedSetupId: 'track', appliedSetupId: 'track' });
  });

  it('skips setup parts already applied', () => {
    given(withParts(50))
      .when(applySetup('track'))
      .then({
        type: 'SetupApplied',
        setupId: 'track',
        addedPartIds: [],
        removedPartIds: [],
        price: priceWith(50),
        at,
        by,
      });
  });

  it('refuses a setup whose own parts conflict', () => {
    given(withParts()).when(applySetup('contradiction')).thenFails('RULES_UNSATISFIABLE', { partId: 50 });
  });

  it('refuses an unknown setup, naming the field', () => {
    given(withParts()).when(applySetup('nope')).thenFails('SETUP_NOT_IN_CATALOG', { field: 'setupId' });
  });

  it('selects a setup without applying it', () => {
    const state = given(withParts())
      .when({ type: 'SelectSetup', setupId: 'comfort', at, by })
      .then({ type: 'SetupSelected', setupId: 'comfort', at, by });
    expect(state).toMatchObject({ selectedSetupId: 'comfort', appliedSetupId: null, partIds: [] });
  });
});
