import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../../scripts/lib/postgresCluster.mjs';
import { formatTable } from '../../harness/figures.js';
import { lostChanges, versionFaults } from '../../harness/instances/historyCheck.js';
import { instancesSection } from '../../harness/sections/instances.js';

describe('the check of a configuration stream against the acknowledged changes', () => {
  const by = { anonymousId: 'visitor-1' };
  const at = '2026-11-27T00:00:00Z';
  const stored = [
    { type: 'ConfigurationCreated', variationCode: 'V1', partIds: [], price: 0, vehicleSettings: null },
    { type: 'PartAdded', partId: 1, addedPartIds: [1], removedPartIds: [], price: 0 },
    { type: 'VariationChanged', variationCode: 'V2', price: 0 },
    { type: 'PartAdded', partId: 2, addedPartIds: [2], removedPartIds: [], price: 0 },
  ].map((data, i) => ({ streamVersion: i + 1, data: { ...data, at, by } }));
  const end = new Map([['A', { variationCode: 'V2', partIds: [2, 1] }]]);

  it('passes a history that keeps every acknowledged change', () => {
    const acknowledged = [
      { kind: 'add-part' as const, value: 1, via: 'A', partIds: [1] },
      { kind: 'colour' as const, value: 'V2', via: 'B', partIds: [1] },
      { kind: 'colour' as const, value: 'V1', via: 'A', partIds: [] },
      { kind: 'add-part' as const, value: 2, via: 'B', partIds: [1, 2] },
    ];
    expect(lostChanges(stored, acknowledged, end)).toEqual([]);
    expect(versionFaults(stored)).toBe(0);
  });

  it('names an answer on a state never stored, a change without its event, a stale read, version faults', () => {
    const lost = lostChanges(
      stored,
      [
        { kind: 'add-part', value: 3, via: 'A', partIds: [1, 3] },
        { kind: 'colour', value: 'V3', via: 'B', partIds: [1] },
      ],
      new Map([['B', { variationCode: 'V1', partIds: [1, 2] }]]),
    );
    expect(lost).toHaveLength(4);
    expect(lost.join('\n')).toMatch(/never had[\s\S]*no PartAdded[\s\S]*never was[\s\S]*B reads V1/);
    expect(versionFaults([...stored, stored[3] as (typeof stored)[number]])).toBe(2);
  });
});

describe('the instances section, quick', () => {
  it('loses no concurrent update through two servers, and a login holds on both and after a restart', async () => {
    // The servers share one PostgreSQL database: npm test's server, else a cluster of its own.
    const cluster = process.env.TEST_DATABASE_URL
      ? null
      : ((await startPostgresCluster()) as { url: string; stop(): void });
    const lines: string[] = [];
    try {
      const figures = await instancesSection.run({
        quick: true,
        postgresUrl: process.env.TEST_DATABASE_URL ?? (cluster?.url as string),
        soakMinutes: 0,
        artifactsDir: mkdtempSync(join(tmpdir(), 'harness-instances-')),
        log: (message) => lines.push(message),
      });
      const table = `${formatTable(figures)}\n${lines.join('\n')}`;
      console.log(table);
      expect(figures.length, table).toBeGreaterThanOrEqual(9);
      expect(
        figures.filter((f) => f.ok === false),
        table,
      ).toEqual([]);
    } finally {
      cluster?.stop();
    }
  }, 300_000);
});
