import type { ChangeKind, ConfigurationContent, HistoryEntry } from './state.js';

export type { ChangeKind, HistoryEntry } from './state.js';

/** What a created event carries of the history it was forked with: oldest first. */
export interface CarriedHistory {
  undo: readonly { content: ConfigurationContent; change: ChangeKind }[];
  redo: readonly { content: ConfigurationContent; change: ChangeKind }[];
}

/** Undo reaches at least this many steps back; older steps are let go in batches. */
export const UNDO_LIMIT = 100;

/** The list with one more entry on top, older entries beyond the limit let go. */
export function pushEntry(
  list: HistoryEntry | null,
  content: ConfigurationContent,
  change: ChangeKind,
): HistoryEntry {
  const depth = (list?.depth ?? 0) + 1;
  const entry: HistoryEntry = { content, change, older: list, depth };
  // Trimming copies the newest UNDO_LIMIT entries; done once per UNDO_LIMIT steps, it costs O(1) a step.
  return depth > 2 * UNDO_LIMIT ? trimmed(entry, UNDO_LIMIT) : entry;
}

function trimmed(entry: HistoryEntry, keep: number): HistoryEntry {
  const kept = entriesOf(entry).slice(-keep);
  return listOf(kept) as HistoryEntry;
}

/** The entries of a list, oldest first. */
export function entriesOf(
  list: HistoryEntry | null,
): { content: ConfigurationContent; change: ChangeKind }[] {
  const entries: { content: ConfigurationContent; change: ChangeKind }[] = [];
  for (let entry = list; entry; entry = entry.older)
    entries.push({ content: entry.content, change: entry.change });
  return entries.reverse();
}

/** A list from its entries, oldest first. */
export function listOf(
  entries: readonly { content: ConfigurationContent; change: ChangeKind }[] | undefined,
): HistoryEntry | null {
  return (entries ?? []).reduce<HistoryEntry | null>(
    (older, { content, change }) => ({ content, change, older, depth: (older?.depth ?? 0) + 1 }),
    null,
  );
}

/** The history a copy starts with: the same steps back and forward. */
export function carriedHistory(undo: HistoryEntry | null, redo: HistoryEntry | null): CarriedHistory {
  return { undo: entriesOf(undo), redo: entriesOf(redo) };
}
