import { layerKind } from './meshKinds.js';
import type { PartLike } from './partKind.js';
import type { VehicleFamily } from './vehicleFamily.js';

export interface GroupedPart extends PartLike {
  partId: number;
}

/**
 * The applied parts that are drawn as one picture layer. Parts that become the same kind of mesh
 * on the vehicle (meshKind) change one another's look (the second of a kind is placed beside the
 * first), and parts of one assembly sit on or in one another (layerKind): they share a layer.
 * Every other part is a layer of its own.
 * Groups come sorted by their smallest part id, each group's ids ascending: the same parts always
 * give the same groups, whatever order they came in.
 */
export function layerGroups<P extends GroupedPart>(parts: readonly P[], family: VehicleFamily): P[][] {
  const unique = [...new Map(parts.map((p) => [p.partId, p])).values()].sort((a, b) => a.partId - b.partId);
  const parent = unique.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    return root;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const byKind = new Map<string, number>();
  unique.forEach((part, index) => {
    const kind = layerKind(part, family);
    const first = byKind.get(kind);
    if (first === undefined) byKind.set(kind, index);
    else union(first, index);
  });
  const groups = new Map<number, P[]>();
  unique.forEach((part, index) => {
    const root = find(index);
    const group = groups.get(root) ?? [];
    group.push(part);
    groups.set(root, group);
  });
  return [...groups.values()];
}
