import { describe, expect, it } from 'vitest';
import type { FuzzRequest } from '../../harness/fuzz/requests.js';
import { judge } from '../../harness/fuzz/restFuzz.js';
import { runQuickInMemory } from '../../harness/load/testPostgres.js';
import { fuzzSection } from '../../harness/sections/fuzz.js';

describe('the fuzz section, quick', () => {
  it('judges answers: a 5xx, a 4xx without a Message, a 400 naming no field of the operation', () => {
    const request = { field: 'PartId', fault: 'wrong value' } as FuzzRequest;
    const fields = new Set(['partid', 'id', 'dryrun']);
    const problem = (status: number, body: string) => judge(request, status, body, fields).problem;
    expect(problem(500, '{"Message":"boom"}')).toBe('5xx');
    expect(problem(404, 'Not Found')).toBe('no message');
    expect(problem(400, '{"message":"PartId: Expected number"}')).toBe('no message');
    expect(problem(400, '{"Message":"Invalid input"}')).toBe('no field named');
    expect(problem(400, '{"Message":"PartId: Expected number, received string"}')).toBe('');
    expect(problem(400, '{"Message":"body: not JSON"}')).toBe('');
    expect(problem(401, '{"Message":"The bearer token is missing"}')).toBe('');
  });

  it('answers generated REST requests and stream messages with no 5xx and a Message naming the field', async () => {
    // PGlite in memory: the quick form checks the answers, the database kind does not change them.
    const { figures, table } = await runQuickInMemory(fuzzSection);
    expect(figures.length, table).toBeGreaterThanOrEqual(6);
    expect(
      figures.filter((f) => f.ok === false),
      table,
    ).toEqual([]);
  }, 180_000);
});
