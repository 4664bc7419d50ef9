import {
  LOADING_DOTS_INTERVAL_MS,
  LOADING_DOTS_MAX,
  LOADING_DOTS_MIN,
  TYPING_MS_PER_CHARACTER,
  WAITING_ROOM_INSTRUCTION_COUNT,
  WAITING_ROOM_STEP_MS,
} from './shellConstants.js';

/*
 * The waiting room animations as functions of the time since they started, so the component only
 * needs one clock and a re-render can never make them skip or repeat a frame.
 * Negative or non-finite elapsed times are treated as 0: the animation shows its first frame.
 */

function elapsedOrZero(elapsedMs: number): number {
  return Number.isFinite(elapsedMs) && elapsedMs > 0 ? elapsedMs : 0;
}

/** Dot count cycling 1, 2, 3, 4, 5, 1, ... advancing every LOADING_DOTS_INTERVAL_MS. */
export function loadingDotCount(elapsedMs: number): number {
  const span = LOADING_DOTS_MAX - LOADING_DOTS_MIN + 1;
  return LOADING_DOTS_MIN + (Math.floor(elapsedOrZero(elapsedMs) / LOADING_DOTS_INTERVAL_MS) % span);
}

export function loadingDots(elapsedMs: number): string {
  return '.'.repeat(loadingDotCount(elapsedMs));
}

/** The part of `text` the typing effect has revealed after `elapsedMs`. */
export function typedText(text: string, elapsedMs: number, msPerCharacter = TYPING_MS_PER_CHARACTER): string {
  if (msPerCharacter <= 0) return text;
  return text.slice(0, Math.floor(elapsedOrZero(elapsedMs) / msPerCharacter));
}

/** Index (0 rotate, 1 zoom, 2 focus) of the instruction column currently highlighted. */
export function waitingRoomInstructionIndex(elapsedMs: number): number {
  return Math.floor(elapsedOrZero(elapsedMs) / WAITING_ROOM_STEP_MS) % WAITING_ROOM_INSTRUCTION_COUNT;
}
