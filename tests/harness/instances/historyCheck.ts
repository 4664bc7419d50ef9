/**
 * Whether a configuration's stream keeps every change its servers acknowledged: the events folded
 * as the domain folds them give the states it went through; every acknowledged answer must be one
 * of them (a change answered on a state that was never stored is a lost update), every part added
 * has its event, every colour chosen was the colour at some point, and what both servers read at
 * the end is the last state.
 */
import {
  type ConfigurationEvent,
  type ConfigurationState,
  evolve,
  initialState,
} from '@configurator/domain/configuration/events';

export interface StoredEvent {
  streamVersion: number;
  data: unknown;
}

export interface Acknowledged {
  kind: 'add-part' | 'colour';
  value: number | string;
  via: string;
  /** The parts the answer named. */
  partIds: number[];
}

export interface Seen {
  variationCode: string;
  partIds: number[];
}

const key = (partIds: readonly number[]) => [...partIds].sort((a, b) => a - b).join(',');

/** Missing or repeated versions: the stream must hold 1..n, each once. */
export function versionFaults(stored: readonly StoredEvent[]): number {
  const versions = stored.map((e) => e.streamVersion);
  const repeated = versions.length - new Set(versions).size;
  return repeated + versions.filter((v, i) => v !== i + 1).length;
}

/** The acknowledged changes the stream lost, in words; none when it kept them all. */
export function lostChanges(
  stored: readonly StoredEvent[],
  acknowledged: readonly Acknowledged[],
  finals: ReadonlyMap<string, Seen>,
): string[] {
  const states: Seen[] = [];
  let state: ConfigurationState = initialState;
  for (const event of stored) {
    state = evolve(state, event.data as ConfigurationEvent);
    if (state.exists) states.push({ variationCode: state.variationCode, partIds: [...state.partIds] });
  }
  const lost: string[] = [];
  const last = states.at(-1);
  if (!last) return ['the stream holds no configuration'];
  const partSets = new Set(states.map((s) => key(s.partIds)));
  const data = stored.map((e) => e.data as { type: string; partId?: number });
  for (const change of acknowledged) {
    const what = `${change.kind} ${change.value} via ${change.via}`;
    if (!partSets.has(key(change.partIds)))
      lost.push(`${what} answered parts [${key(change.partIds)}], a state the stream never had`);
    if (change.kind === 'add-part' && !data.some((e) => e.type === 'PartAdded' && e.partId === change.value))
      lost.push(`${what}: no PartAdded event`);
    if (change.kind === 'colour' && !states.some((s) => s.variationCode === change.value))
      lost.push(`${what}: the colour never was the configuration's`);
  }
  for (const [instance, seen] of finals) {
    if (seen.variationCode !== last.variationCode || key(seen.partIds) !== key(last.partIds))
      lost.push(
        `${instance} reads ${seen.variationCode} [${key(seen.partIds)}], the events end at ${last.variationCode} [${key(last.partIds)}]`,
      );
  }
  return lost;
}
