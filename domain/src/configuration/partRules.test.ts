import { describe, expect, it } from 'vitest';
import { rulesNotConfirmed } from './errors.js';
import {
  add,
  chooseOne,
  given,
  partAdded,
  priceWith,
  replaces,
  required,
  withParts,
} from './partRulesFixture.js';

describe('adding a part without rules', () => {
  it('applies directly, even without a dry run', () => {
    given(withParts())
      .when(add(1))
      .then(partAdded(1, [1], [], priceWith(1)));
  });

  it('previews the outcome a dry run answers', () => {
    given(withParts(2))
      .when(add(1))
      .thenPreviews({ partIds: [2, 1], addedPartIds: [1], removedPartIds: [], price: priceWith(1, 2) });
  });

  it('refuses a part the catalog does not offer, naming it', () => {
    given(withParts()).when(add(999)).thenFails('PART_NOT_IN_CATALOG', { partId: 999, field: 'partId' });
  });

  it('refuses an unknown part among the answers, naming it', () => {
    given(withParts())
      .when(add(20, { selectedParts: [21, 777] }))
      .thenFails('PART_NOT_IN_CATALOG', { partId: 777 });
  });

  it('refuses a part that is already applied', () => {
    given(withParts(1)).when(add(1)).thenFails('PART_ALREADY_APPLIED', { partId: 1 });
  });

  it('refuses any command before the configuration exists', () => {
    given().when(add(1)).thenFails('CONFIGURATION_NOT_FOUND');
  });
});

describe('required parts in a fixed list', () => {
  it('asks to confirm the whole list', () => {
    given(withParts())
      .when(add(20))
      .thenAsks(required(20, [21, 22]));
  });

  it('refuses a real request that skips the confirmation, carrying the open question', () => {
    const question = given(withParts())
      .when(add(20))
      .thenAsks(required(20, [21, 22]));
    expect(rulesNotConfirmed(question)).toMatchObject({
      code: 'RULES_NOT_CONFIRMED',
      partId: 20,
      rulesResult: required(20, [21, 22]),
    });
  });

  it('asks again for the whole list while part of it is unconfirmed', () => {
    given(withParts())
      .when(add(20, { selectedParts: [21] }))
      .thenAsks(required(20, [21, 22]));
  });

  it('previews once confirmed, then applies the same parts for real', () => {
    const confirmed = { selectedParts: [21, 22] };
    given(withParts())
      .when(add(20, { ...confirmed }))
      .thenPreviews({ partIds: [20, 21, 22], price: priceWith(20, 21, 22) });
    given(withParts())
      .when(add(20, confirmed))
      .then(partAdded(20, [20, 21, 22], [], priceWith(20, 21, 22)));
  });

  it('does not ask for required parts that are already applied', () => {
    given(withParts(21))
      .when(add(20))
      .thenAsks(required(20, [22]));
  });

  it('lists a chain of depth three in one question and adds it whole', () => {
    given(withParts())
      .when(add(10))
      .thenAsks(required(10, [11, 12, 13]));
    given(withParts())
      .when(add(10, { selectedParts: [11, 12, 13] }))
      .then(partAdded(10, [10, 11, 12, 13], [], priceWith(10, 11, 12, 13)));
  });

  it('follows mutual requirements without looping', () => {
    given(withParts())
      .when(add(40))
      .thenAsks(required(40, [41]));
    given(withParts())
      .when(add(40, { selectedParts: [41] }))
      .then(partAdded(40, [40, 41], [], priceWith(40, 41)));
  });

  it('refuses parts that need each other and conflict with each other', () => {
    given(withParts()).when(add(80)).thenFails('RULES_UNSATISFIABLE', { partId: 81 });
  });
});

describe('choose one of several required parts', () => {
  it('asks for the choice first', () => {
    given(withParts())
      .when(add(30))
      .thenAsks(chooseOne(30, [31, 32]));
  });

  it('continues the chain from the chosen part', () => {
    given(withParts())
      .when(add(30, { selectedParts: [31] }))
      .thenAsks(required(30, [33]));
    given(withParts())
      .when(add(30, { selectedParts: [31, 33] }))
      .thenPreviews({ partIds: [30, 31, 33] });
    given(withParts())
      .when(add(30, { selectedParts: [31, 33] }))
      .then(partAdded(30, [30, 31, 33], [], priceWith(30, 31, 33)));
  });

  it('adds just the chosen part when it needs nothing more', () => {
    given(withParts())
      .when(add(30, { selectedParts: [32] }))
      .then(partAdded(30, [30, 32], [], priceWith(30, 32)));
  });

  it('refuses a choice that is not one of the options', () => {
    given(withParts())
      .when(add(30, { selectedParts: [1] }))
      .thenFails('INVALID_CHOICE', { partId: 1 });
  });

  it('refuses a second option for the same choice', () => {
    given(withParts())
      .when(add(30, { selectedParts: [31, 32] }))
      .thenFails('INVALID_CHOICE', { partId: 32 });
  });

  it('needs nothing when one of the options is already applied', () => {
    given(withParts(72))
      .when(add(70))
      .then(partAdded(70, [70], [], priceWith(70, 72)));
  });

  it('asks the choice, then the fixed list, then the removals', () => {
    const start = withParts(94);
    given(start)
      .when(add(90))
      .thenAsks(chooseOne(90, [91, 92]));
    given(start)
      .when(add(90, { selectedParts: [91] }))
      .thenAsks(required(90, [93]));
    given(start)
      .when(add(90, { selectedParts: [91, 93] }))
      .thenAsks(replaces(90, [94]));
    given(start)
      .when(add(90, { selectedParts: [91, 93], removeParts: [94] }))
      .then(partAdded(90, [90, 93, 91], [94], priceWith(90, 91, 93)));
  });
});

describe('conflicting parts', () => {
  it('asks to replace the applied part, then replaces it', () => {
    given(withParts(51))
      .when(add(50))
      .thenAsks(replaces(50, [51]));
    given(withParts(51))
      .when(add(50, { removeParts: [51] }))
      .then(partAdded(50, [50], [51], priceWith(50)));
  });

  it('conflicts both ways: an applied part whose rule lists the new part is replaced too', () => {
    given(withParts(52))
      .when(add(53))
      .thenAsks(replaces(53, [52]));
  });

  it('drags out the parts that needed the replaced one, transitively', () => {
    given(withParts(61, 62, 63, 1))
      .when(add(60))
      .thenAsks(replaces(60, [61, 62, 63]));
    given(withParts(61, 62, 63, 1))
      .when(add(60, { removeParts: [61, 62, 63] }))
      .then(partAdded(60, [60], [61, 62, 63], priceWith(1, 60)));
  });

  it('applies nothing while a removal is unconfirmed', () => {
    const when = given(withParts(61, 62, 63)).when(add(60, { removeParts: [61, 62] }));
    when.thenAsks(replaces(60, [61, 62, 63]));
    expect(when.decision.events).toEqual([]);
  });
});
