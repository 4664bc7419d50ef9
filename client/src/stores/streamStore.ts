import type { StreamState } from '@configurator/domain/stream/streamStates';
import { type StreamTools, streamToolsOf } from '@configurator/domain/stream/streamTools';
import { computed, signal } from '@preact/signals-react';
import { resettable } from '../lib/resettable.js';
import { $vehicleOverview } from './configurationStore.js';

/**
 * The 3D screen's shared state: what the stream reports, which side panel is open, and the one way
 * every feature talks to the renderer (`sendStreamCommand`). The connection itself lives in
 * `features/stream3d/`; the tools, the X-Bow colours and the bottom bar only use this store.
 */

/** The last state the stream reported; null before the first. */
export const $streamState = resettable<StreamState | null>(() => null);
/** INIT_DONE came, and nothing (INITIALIZING, BROKEN, ACCEPTING) took it back. */
export const $engineReady = resettable(() => false);
/** The visitor did not touch the screen for the prompt's time: panels close. */
export const $userInactive = resettable(() => false);
/** The visitor timed out in the stream (150 s): the stream stopped. */
export const $userDidTimeoutInStream = resettable(() => false);

/**
 * The side panel that shows: tools open shift the vehicle right; the categories (parts menu), the
 * overview and the X-Bow colours shift it left. One at a time.
 */
export type StreamPanel = 'tools' | 'categories' | 'overview' | 'colors' | null;
export const $openPanel = resettable<StreamPanel>(() => null);

/** The engine sound is muted (the video's audio track). */
export const $streamMuted = resettable(() => false);

/** A phone or tablet: touch input, finger instructions, no tilt-shift. */
export const $isMobileDevice = signal(detectMobile());

function detectMobile(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse)').matches;
}

/** What the open vehicle's renderer offers (tools, power parts, X-Bow colours); null without an overview. */
export const $streamTools = computed((): StreamTools | null => {
  const overview = $vehicleOverview.value;
  if (!overview) return null;
  return streamToolsOf(
    overview.RenderSettings,
    overview.Variations.map((variation) => variation.Code),
  );
});

type CommandSender = (command: string) => Promise<string | null>;
let sender: CommandSender | null = null;
let frameSource: (() => CanvasImageSource | null) | null = null;

/** The stream connection registers how commands reach the renderer (null when it closes). */
export function setStreamSender(send: CommandSender | null): void {
  sender = send;
}

/**
 * Sends a plain-text command (`confcol body 785DB2 Matte`, `lightng 12 14`) and answers the
 * renderer's reply (`confcol done`), or null without a stream, on an error or when no reply came in
 * time. Commands wait for nothing else: the stream keeps their order.
 */
export function sendStreamCommand(command: string): Promise<string | null> {
  return sender ? sender(command) : Promise.resolve(null);
}

/** The live view registers what shows the current picture (its video, or the JPEG canvas). */
export function setStreamFrameSource(source: (() => CanvasImageSource | null) | null): void {
  frameSource = source;
}

/** The picture the visitor sees now, for a screenshot; null without a live picture. */
export function currentStreamFrame(): CanvasImageSource | null {
  return frameSource ? frameSource() : null;
}
