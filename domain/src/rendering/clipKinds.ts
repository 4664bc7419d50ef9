/** The camera moves of the waiting-room clips. */
export const CLIP_KINDS = ['rotate', 'zoom', 'focus'] as const;
export type ClipKind = (typeof CLIP_KINDS)[number];

export function isClipKind(value: string): value is ClipKind {
  return (CLIP_KINDS as readonly string[]).includes(value);
}
