/** The camera moves of the waiting-room clips. */
export const CLIP_KINDS = ['rotate', 'zoom', 'focus'] as const;
export type ClipKind = (typeof CLIP_KINDS)[number];

export function isClipKind(value: string): value is ClipKind {
  return (CLIP_KINDS as readonly string[]).includes(value);
}

/** The waiting room's clip groups: the X-Bow, the four street models, and each brand's other models. */
export const CLIP_GROUPS = ['xbow', 'street', 'ktm', 'hqv', 'gg'] as const;
export type ClipGroup = (typeof CLIP_GROUPS)[number];

export function isClipGroup(value: string): value is ClipGroup {
  return (CLIP_GROUPS as readonly string[]).includes(value);
}

/** Where a group's clip of one camera move is served. */
export function clipUrl(group: ClipGroup, kind: ClipKind): string {
  return `/videos/${group}/${group}_${kind}.mp4`;
}
