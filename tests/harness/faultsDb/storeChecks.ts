/**
 * What a fault may not break: every command the server acknowledged (2xx) has its event in the
 * store, and the projections rebuilt from the events equal the live tables.
 */

import { CatalogService } from '@configurator/bff/catalog/catalogService';
import { configurationEventOf, EVENT_PROJECTIONS } from '@configurator/bff/configurations/configurationStore';
import { projectConfiguration } from '@configurator/bff/configurations/projections/configurationReadModel';
import { project } from '@configurator/bff/configurations/projections/eventProjection';
import type { StoredEvent } from '@configurator/bff/eventStore/eventStore';
import {
  type ConfigurationState,
  evolveConfiguration,
  initialConfigurationState,
} from '@configurator/domain';
import type { Database, DatabaseTransaction } from '@configurator/migrations/db/database';
import { events } from '@configurator/migrations/db/schema/eventStore';
import {
  configurationReadModel,
  dealerHistory,
  shareLinks,
  userConfigurations,
} from '@configurator/migrations/db/schema/projections';
import { asc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A command the server answered 2xx, and the event it must have stored. */
export interface Acknowledged {
  configurationId: string;
  type: string;
  /** The part of a PartAdded or PartRemoved, the variation of a VariationChanged. */
  key?: number | string;
}

function keyOf(event: StoredEvent): number | string | undefined {
  const data = event.data as { partId?: number; variationCode?: string };
  return data.partId ?? data.variationCode;
}

async function allEvents(db: Database | DatabaseTransaction): Promise<StoredEvent[]> {
  return db.select().from(events).orderBy(asc(events.globalPosition));
}

/**
 * Acknowledged commands without their event: a configuration's acknowledged commands must be
 * found, in order, among its stored events (which may hold more: a command stored whose answer
 * the fault cut off).
 */
export async function acknowledgedMissing(
  db: Database,
  acknowledged: readonly Acknowledged[],
): Promise<Acknowledged[]> {
  const byStream = new Map<string, StoredEvent[]>();
  for (const event of await allEvents(db)) {
    const stream = byStream.get(event.streamId) ?? [];
    stream.push(event);
    byStream.set(event.streamId, stream);
  }
  const missing: Acknowledged[] = [];
  const position = new Map<string, number>();
  for (const command of acknowledged) {
    const stream = byStream.get(command.configurationId) ?? [];
    let at = position.get(command.configurationId) ?? 0;
    while (
      at < stream.length &&
      !(
        stream[at]?.type === command.type &&
        (command.key === undefined || keyOf(stream[at] as StoredEvent) === command.key)
      )
    )
      at++;
    if (at >= stream.length) missing.push(command);
    else position.set(command.configurationId, at + 1);
  }
  return missing;
}

interface ProjectionTable {
  name: string;
  table: PgTable;
  /** Columns whose values are not the events' (serial ids). */
  ignored: readonly string[];
  key: (row: Record<string, unknown>) => string;
}

const PROJECTION_TABLES: readonly ProjectionTable[] = [
  {
    name: 'configuration_read_model',
    table: configurationReadModel,
    ignored: [],
    key: (r) => String(r.configurationId),
  },
  {
    name: 'dealer_history',
    table: dealerHistory,
    ignored: ['id'],
    key: (r) => `${r.dealerNo}/${r.configurationId}`,
  },
  {
    name: 'user_configurations',
    table: userConfigurations,
    ignored: [],
    key: (r) => `${r.userId}/${r.configurationId}`,
  },
  { name: 'share_links', table: shareLinks, ignored: [], key: (r) => String(r.code) },
];

/** A row as comparable text: keys sorted at every depth, ignored columns left out. */
function canonical(value: unknown, ignored: readonly string[] = []): string {
  const sortKeys = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sortKeys)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .filter((k) => !ignored.includes(k))
              .sort()
              .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sortKeys(value));
}

async function snapshot(tx: DatabaseTransaction): Promise<Map<string, Map<string, string>>> {
  const tables = new Map<string, Map<string, string>>();
  for (const { name, table, ignored, key } of PROJECTION_TABLES) {
    const rows = (await tx.select().from(table)) as Record<string, unknown>[];
    tables.set(name, new Map(rows.map((row) => [key(row), canonical(row, ignored)])));
  }
  return tables;
}

export interface ProjectionDifference {
  table: string;
  key: string;
  live: string | null;
  rebuilt: string | null;
}

class RolledBack extends Error {}

/**
 * Rebuilds every projection from the events with the product's own projection code, inside a
 * transaction that is rolled back, and answers each row where the rebuilt tables differ from the
 * live ones (missing, extra or different).
 */
export async function projectionDifferences(db: Database): Promise<ProjectionDifference[]> {
  const catalog = new CatalogService(db, { freshnessMs: 0 });
  const names = new Map<string, string>();
  for (const event of await allEvents(db)) {
    const modelId = (event.data as { modelId?: string }).modelId;
    if (modelId && !names.has(modelId)) names.set(modelId, (await catalog.modelName(modelId)) ?? modelId);
  }
  const modelName = (modelId: string) => names.get(modelId) ?? modelId;
  let differences: ProjectionDifference[] = [];
  try {
    await db.transaction(async (tx) => {
      const live = await snapshot(tx);
      for (const { table } of PROJECTION_TABLES) await tx.delete(table);
      const states = new Map<string, ConfigurationState>();
      for (const stored of await allEvents(tx)) {
        const event = configurationEventOf(stored).data;
        const state = evolveConfiguration(states.get(stored.streamId) ?? initialConfigurationState, event);
        states.set(stored.streamId, state);
        if (!state.exists) continue;
        const context = { tx, state, modelName: modelName(state.modelId) };
        for (const projection of EVENT_PROJECTIONS) await project(projection, event, context);
      }
      for (const state of states.values()) if (state.exists) await projectConfiguration(tx, state);
      const rebuilt = await snapshot(tx);
      differences = compare(live, rebuilt);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return differences;
}

function compare(
  live: Map<string, Map<string, string>>,
  rebuilt: Map<string, Map<string, string>>,
): ProjectionDifference[] {
  const differences: ProjectionDifference[] = [];
  for (const [table, liveRows] of live) {
    const rebuiltRows = rebuilt.get(table) ?? new Map<string, string>();
    for (const key of new Set([...liveRows.keys(), ...rebuiltRows.keys()])) {
      const a = liveRows.get(key) ?? null;
      const b = rebuiltRows.get(key) ?? null;
      if (a !== b) differences.push({ table, key, live: a, rebuilt: b });
    }
  }
  return differences;
}
