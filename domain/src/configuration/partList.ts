/** The applied parts after removing some and adding others: order kept, no duplicates. */
export function nextPartIds(
  partIds: readonly number[],
  addedPartIds: readonly number[],
  removedPartIds: readonly number[],
): readonly number[] {
  // Lists usually hold a few dozen ids and events change a handful: plain loops over arrays beat
  // building sets on every event of a replay. Long removal lists still get a set.
  if (removedPartIds.length > 8) {
    const removed = new Set(removedPartIds);
    return appendMissing(
      partIds.filter((id) => !removed.has(id)),
      addedPartIds,
    );
  }
  const kept: number[] = [];
  for (const id of partIds) {
    if (!contains(removedPartIds, id)) kept.push(id);
  }
  return appendMissing(kept, addedPartIds);
}

function appendMissing(kept: number[], addedPartIds: readonly number[]): number[] {
  if (kept.length * addedPartIds.length > 512) {
    const present = new Set(kept);
    for (const id of addedPartIds) {
      if (!present.has(id)) {
        present.add(id);
        kept.push(id);
      }
    }
    return kept;
  }
  for (const id of addedPartIds) {
    if (!contains(kept, id)) kept.push(id);
  }
  return kept;
}

function contains(ids: readonly number[], id: number): boolean {
  for (let index = 0; index < ids.length; index++) {
    if (ids[index] === id) return true;
  }
  return false;
}
