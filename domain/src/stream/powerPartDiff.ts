/**
 * When the applied parts change, the stream only hears about the difference: categories whose part
 * left go back to their default first, then the new parts are put on, one command per category.
 */
import { DEFAULT_CATEGORY_VALUE, type StreamCommand } from './streamCommands.js';
import type { StreamPowerPart } from './streamTools.js';

export type ConfoptCommand = Extract<StreamCommand, { name: 'confopt' }>;

export interface PowerPartCommand {
  command: ConfoptCommand;
  /**
   * A part in several categories is one change to the visitor: only the first command sent for it
   * is announced (camera move, reply awaited); the commands for its other categories are silent.
   */
  silent: boolean;
}

function partsOf(
  ids: readonly number[],
  without: ReadonlySet<number>,
  byId: ReadonlyMap<number, StreamPowerPart>,
): StreamPowerPart[] {
  const parts = new Map<number, StreamPowerPart>();
  for (const id of ids) {
    const part = byId.get(id);
    if (part && !without.has(id)) parts.set(id, part);
  }
  return [...parts.values()];
}

function announcedFirst(commands: readonly ConfoptCommand[]): PowerPartCommand[] {
  return commands.map((command, index) => ({ command, silent: index > 0 }));
}

/**
 * The commands that take the stream from the parts `before` to the parts `after`. Parts missing from
 * the power-part list (not rendered, X-Bow colour parts) are ignored. A category a removed part leaves
 * is not reset when an added part fills it (the reset would only flash the default on screen), and
 * gets a kept part's value again when a kept part is in it too (the removed part may have been the
 * one on show there).
 */
export function powerPartCommands(
  before: readonly number[],
  after: readonly number[],
  powerParts: readonly StreamPowerPart[],
): PowerPartCommand[] {
  const byId = new Map<number, StreamPowerPart>();
  for (const part of powerParts) if (!byId.has(part.id)) byId.set(part.id, part);
  const beforeIds = new Set(before);
  const removed = partsOf(before, new Set(after), byId);
  const added = partsOf(after, beforeIds, byId);
  const filledByAdded = new Set(added.flatMap((part) => part.categories));
  const keptValue = new Map<string, string>();
  for (const part of partsOf(after, new Set(added.map((entry) => entry.id)), byId)) {
    for (const category of part.categories) keptValue.set(category, part.value);
  }

  const handled = new Set<string>();
  const removals = removed.flatMap((part) => {
    const categories = part.categories.filter(
      (category) => !filledByAdded.has(category) && !handled.has(category),
    );
    for (const category of categories) handled.add(category);
    return announcedFirst(
      categories.map((category) => ({
        name: 'confopt',
        category,
        value: keptValue.get(category) ?? DEFAULT_CATEGORY_VALUE,
      })),
    );
  });
  const additions = added.flatMap((part) =>
    announcedFirst(part.categories.map((category) => ({ name: 'confopt', category, value: part.value }))),
  );
  return [...removals, ...additions];
}
