/** Stream start-up and quality limits (3d-and-xbow spec, sections 4 and 9). */

export const STREAM_BITRATE_MIN = 3000;
export const STREAM_BITRATE_MAX = 15_000;
export const STREAM_BITRATE_START = 5000;
/** The spec's 'cut at 3000'; kept apart from the minimum so either can change alone. */
export const STREAM_BITRATE_CUT = 3000;

/** The start (and a restart) gives up if no 'herolvl done' reply arrives within this time. */
export const STREAM_START_TIMEOUT_MS = 30_000;
/** The video is attached this long after base loading begins. */
export const BASE_LOAD_DELAY_MS = 3000;
export const ANIMATION_DELAY_MS = 2000;
/** A camera command that gets no 'confcam done' within this time logs a warning and carries on. */
export const CAMERA_REPLY_WAIT_MS = 2500;

/**
 * Loading these variations sends the vehicle command with a forced remap (start sequence in the spec);
 * a list rather than a flag on the variation because the catalog does not carry it.
 */
export const FORCED_REMAP_VARIATION_CODES = ['F7475X3', 'F0475X7'] as const;

export function needsForcedRemap(variationCode: string): boolean {
  return (FORCED_REMAP_VARIATION_CODES as readonly string[]).includes(variationCode);
}

/** Clamps a bitrate request to what the stream accepts; NaN falls back to the start bitrate. */
export function clampBitrate(bitrate: number): number {
  if (Number.isNaN(bitrate)) return STREAM_BITRATE_START;
  return Math.min(STREAM_BITRATE_MAX, Math.max(STREAM_BITRATE_MIN, bitrate));
}

/** No input or command for this long: the visitor is asked whether they are still there. */
export const STREAM_INACTIVITY_PROMPT_MS = 120_000;
/** No input or command for this long: the session ends as inactive. */
export const STREAM_INACTIVITY_STOP_MS = 150_000;
/** A closed socket keeps its slot this long, so a reload or a short network drop can take it back. */
export const STREAM_DISCONNECT_GRACE_MS = 10_000;
/** A WebRTC connection not established within this time falls back to JPEG frames over the socket. */
export const STREAM_WEBRTC_TIMEOUT_MS = 5000;
/** Spec wording, kept verbatim (including 'in few minutes'). */
export const STREAM_BUSY_MESSAGE =
  'Sorry. Right now all our 3D feeds are busy. Please try again in few minutes.';
