import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { vehicleOverviewSchema } from '../catalog/catalogTypes.js';
import { loadedConfigurationSchema, partChangeAnswerSchema } from '../configurations/configurationSchemas.js';
import { errorSchema } from './errorSchema.js';
import { responseJsonSchema, responseSerializerCompiler, serializerSchema } from './responseSerializer.js';

const serializerOf = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'POST', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const answer = {
  RulesResult: { RuleType: 1, Part: 7, Parts: [8, 9], ChoosePart: false },
  Explanations: [{ Part: 8, Because: [{ Part: 7, Rule: 'Needs', Parts: [8] }] }],
  Plan: {
    Questions: [
      {
        RuleType: 1,
        Part: 7,
        Parts: [8, 9],
        ChoosePart: false,
        Answer: [8, 9],
        Explanations: [{ Part: 8, Because: [{ Part: 7, Rule: 'Needs', Parts: [8] }] }],
      },
    ],
    AddedPartIds: [7, 8, 9],
    RemovedPartIds: [],
    PriceChange: { Value: -12.5, CurrencySymbol: '€', Currency: 'EUR' },
  },
  PartIds: [7, 8],
  FullImages: [{ Perspective: 0, Url: '/images/a.webp' }],
  Price: { Value: 1234.5, CurrencySymbol: '€', Currency: 'EUR' },
  AddedPartIds: [7],
  RemovedPartIds: [],
  DryRun: true,
  History: { Undo: null, Redo: null, UndoCount: 0, RedoCount: 0 },
};

describe('answers shaped by their JSON schema', () => {
  it('writes what zod would, shared components (RulesResult, FullImage) included', () => {
    const serialize = serializerOf(partChangeAnswerSchema);
    expect(serialize(answer)).toBe(JSON.stringify(partChangeAnswerSchema.encode(answer as never)));
    const noQuestion = { ...answer, RulesResult: null, Explanations: [], Plan: null, Extra: 1 };
    expect(serialize(noQuestion)).toBe(JSON.stringify(partChangeAnswerSchema.encode(noQuestion as never)));
  });

  it('needs no validator: a union with null becomes nullable, a choice of constants its type', () => {
    for (const schema of [partChangeAnswerSchema, loadedConfigurationSchema, vehicleOverviewSchema]) {
      const shape = JSON.stringify(serializerSchema(responseJsonSchema(schema)));
      expect(shape).not.toMatch(/"(anyOf|oneOf)"/);
    }
    const step = { Kind: 'partAdded', PartId: 9, SetupId: null, VariationCode: null };
    const stepped = { ...answer, History: { Undo: step, Redo: null, UndoCount: 1, RedoCount: 0 } };
    const written = serializerOf(partChangeAnswerSchema)(stepped);
    expect(written).toBe(JSON.stringify(partChangeAnswerSchema.encode(stepped as never)));
    expect(JSON.parse(written).History.Undo).toEqual(step);
  });

  it('leaves out what the schema does not declare, and keeps the details of an error', () => {
    const schema = z.object({ Id: z.string(), When: z.iso.datetime().nullable() });
    expect(serializerOf(schema)({ Id: 'a', When: null, Secret: 'x' })).toBe('{"Id":"a","When":null}');
    const error = { Message: 'PartId: not in the catalog', Code: 'PART_NOT_IN_CATALOG', PartId: 7 };
    expect(JSON.parse(serializerOf(errorSchema)(error))).toEqual(error);
  });

  it('refuses an answer without a required field, as zod did (a 500, never a silent gap)', () => {
    expect(() => serializerOf(z.object({ Id: z.string() }))({})).toThrow(/Id/);
  });

  it('takes the `{ properties: schema }` form routes may declare, and nothing else', () => {
    expect(serializerOf({ properties: z.object({ A: z.number() }) })({ A: 1 })).toBe('{"A":1}');
    expect(() => serializerOf({ type: 'object' })).toThrow(/zod schema/);
  });
});
