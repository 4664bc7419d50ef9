/**
 * Concurrent commands on one configuration through two servers (issue 21, item 3): adds of distinct
 * parts and colour changes, sent all at once, alternating the servers. Every change answered 2xx
 * must be in the event store and in the final state both servers read, the stream's versions
 * 1..n without a gap or a duplicate.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@configurator/migrations/db/database';
import { events } from '@configurator/migrations/db/schema/eventStore';
import { asc, eq } from 'drizzle-orm';
import { ConfigurationApi, CULTURE } from '../../src/browser/configurationApi.js';
import {
  type Acknowledged,
  lostChanges,
  type Seen,
  type StoredEvent,
  versionFaults,
} from './historyCheck.js';
import type { Instance } from './twoServers.js';

const API = '/api/posconfigurator';

export interface Command {
  kind: 'add-part' | 'colour';
  /** The part added, or the colour chosen. */
  value: number | string;
  via: Instance;
}

export interface CommandRound {
  configurationId: string;
  commands: number;
  /** Changes answered 2xx without a question. */
  acknowledged: number;
  /** Answered 4xx, or 2xx with a question (nothing changed). */
  refused: string[];
  serverErrors: string[];
  /** Acknowledged changes missing from the events or the final state, in words. */
  lost: string[];
  /** Versions of the stream that are missing or twice. */
  versionFaults: number;
  /** Milliseconds per answered command. */
  durations: number[];
}

/** What the rounds need of the model: parts that add together without a question, its colours. */
export interface RoundModel {
  modelId: string;
  partIds: number[];
  variationCodes: string[];
}

/**
 * The first model of the brand with parts that add without a question both to a new configuration
 * and after each other (in any order then), and two colours at least.
 */
export async function roundModel(base: string, parts: number): Promise<RoundModel> {
  const api = new ConfigurationApi(base);
  for (const model of await api.models('KTM')) {
    const overview = await api.overview(model.modelId);
    const pristine = await api.create(model.modelId);
    let scratch = await api.create(model.modelId);
    const kept: number[] = [];
    for (const part of overview.Parts.filter((p) => !p.IsColorPart)) {
      if (kept.length === parts) break;
      if ((await api.dryRun(pristine, 'add', part.PartId)) !== null) continue;
      if ((await api.dryRun(scratch, 'add', part.PartId)) !== null) continue;
      const answer = await api.post<{ PartIds: number[] }>(
        `/configuration/${scratch}/add-part?c=${CULTURE}`,
        {
          PartId: part.PartId,
          DryRun: false,
        },
      );
      // Kept when it took none of the parts kept before; else the scratch starts again without it.
      if ([...kept, part.PartId].every((id) => answer.PartIds.includes(id))) kept.push(part.PartId);
      else scratch = await api.configured(model.modelId, kept);
    }
    const variationCodes = overview.Variations.map((v) => v.Code);
    if (kept.length >= Math.min(parts, 4) && variationCodes.length >= 2) {
      return { modelId: model.modelId, partIds: kept, variationCodes };
    }
  }
  throw new Error('no KTM model has parts that add without a question and two colours');
}

/** The commands of a round in a shuffled order, the servers alternating. */
function plan(model: RoundModel, random: () => number): Command[] {
  const changes: Omit<Command, 'via'>[] = [
    ...model.partIds.map((value) => ({ kind: 'add-part' as const, value })),
    ...model.partIds.map((_, i) => ({
      kind: 'colour' as const,
      value: model.variationCodes[i % model.variationCodes.length] as string,
    })),
  ];
  for (let i = changes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [changes[i], changes[j]] = [changes[j] as Omit<Command, 'via'>, changes[i] as Omit<Command, 'via'>];
  }
  return changes.map((change, i) => ({ ...change, via: i % 2 === 0 ? 'A' : 'B' }));
}

interface Answer {
  RulesResult: unknown;
  PartIds: number[];
}

/**
 * One round: a new configuration through A, then every command at once. `read` reads the stream's
 * events from the database the servers share.
 */
export async function commandRound(
  url: (instance: Instance) => string,
  model: RoundModel,
  read: (streamId: string) => Promise<StoredEvent[]>,
  random: () => number,
): Promise<CommandRound> {
  const configurationId = await new ConfigurationApi(url('A')).create(model.modelId);
  const visitor = randomUUID();
  const commands = plan(model, random);
  const round: CommandRound = {
    configurationId,
    commands: commands.length,
    acknowledged: 0,
    refused: [],
    serverErrors: [],
    lost: [],
    versionFaults: 0,
    durations: [],
  };
  const acknowledged: Acknowledged[] = [];
  await Promise.all(
    commands.map(async (command) => {
      const path =
        command.kind === 'colour'
          ? `/configuration/update/${configurationId}`
          : `/configuration/${configurationId}/add-part`;
      const body = command.kind === 'colour' ? { VariationCode: command.value } : { PartId: command.value };
      const from = performance.now();
      const response = await fetch(`${url(command.via)}${API}${path}?c=${CULTURE}`, {
        method: command.kind === 'colour' ? 'PUT' : 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-anonymous-id': visitor,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      round.durations.push(performance.now() - from);
      const what = `${command.kind} ${command.value} via ${command.via}: ${response.status} ${text.slice(0, 160)}`;
      if (response.status >= 500) round.serverErrors.push(what);
      else if (!response.ok) round.refused.push(what);
      else {
        const answer = JSON.parse(text) as Answer;
        if (answer.RulesResult !== null) round.refused.push(what);
        else acknowledged.push({ ...command, partIds: answer.PartIds });
      }
    }),
  );
  round.acknowledged = acknowledged.length;

  const stored = await read(configurationId);
  round.versionFaults = versionFaults(stored);
  const finals = new Map<string, Seen>();
  for (const instance of ['A', 'B'] as const) {
    const final = (await new ConfigurationApi(url(instance)).load(configurationId)).Configuration;
    finals.set(instance, { variationCode: final.VariationCode, partIds: final.SelectedPartIds });
  }
  round.lost = lostChanges(stored, acknowledged, finals);
  return round;
}

/** The stream's events, in version order, from the database the servers share. */
export function eventReader(db: Database): (streamId: string) => Promise<StoredEvent[]> {
  return (streamId) =>
    db
      .select({ streamVersion: events.streamVersion, data: events.data })
      .from(events)
      .where(eq(events.streamId, streamId))
      .orderBy(asc(events.streamVersion));
}
