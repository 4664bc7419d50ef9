import { streamReducer } from '@configurator/domain/stream/streamStates';
import { batch } from '@preact/signals-react';
import { resettable } from '../../../lib/resettable.js';
import {
  $engineReady,
  $openPanel,
  $streamMuted,
  $streamState,
  $userDidTimeoutInStream,
  $userInactive,
  setStreamFrameSource,
  setStreamSender,
} from '../../../stores/streamStore.js';
import {
  type StreamEnd,
  type StreamOpenOptions,
  type StreamQueue,
  StreamSession,
  streamUrl,
} from './streamSession.js';

/** All feeds are busy: the visitor's place in the queue (1 is next) and the server's text. */
export const $streamQueue = resettable<(StreamQueue & { message?: string }) | null>(() => null);
/** The server asked whether the visitor is still there, after this many idle seconds; null otherwise. */
export const $inactivePrompt = resettable<{ seconds: number; since: number } | null>(() => null);
/** How the last session ended; null while one runs or before the first. */
export const $streamEnd = resettable<StreamEnd | null>(() => null);
/** When the renderer broke (BROKEN, or a session lost): the try-again countdown runs from here. */
export const $brokenAt = resettable<number | null>(() => null);
/** The live picture: a WebRTC stream, or JPEG frames drawn as they come. */
export const $videoMode = resettable<'webrtc' | 'jpeg' | null>(() => null);
export const $mediaStream = resettable<MediaStream | null>(() => null);
/** The bitrate of a BITRATE_DROPPED, reported once the engine is ready again. */
export const $droppedBitrate = resettable<number | null>(() => null);

type FrameSink = (bitmap: ImageBitmap) => void;
let frameSink: FrameSink | null = null;
let session: StreamSession | null = null;
let lastBitrate = 0;
let lastOptions: StreamOpenOptions | null = null;
let lastOrigin = '';

/** The live view draws JPEG frames of the fallback where it wants them. */
export function setJpegFrameSink(sink: FrameSink | null): void {
  frameSink = sink;
}

export function currentSession(): StreamSession | null {
  return session;
}

/** Endings after which try-again makes sense (the renderer failed, not the visitor). */
const BROKEN_ENDS = new Set(['node-lost', 'start-timeout', 'connection-lost', 'server-closing', 'closed']);

/** Opens the stream of the configuration; a running one is stopped first. */
export function startStream(options: StreamOpenOptions, origin = window.location.origin): void {
  stopStream();
  lastOptions = options;
  lastOrigin = origin;
  batch(() => {
    $streamEnd.value = null;
    $brokenAt.value = null;
    $streamQueue.value = null;
    $inactivePrompt.value = null;
    $userInactive.value = false;
    $userDidTimeoutInStream.value = false;
    $streamState.value = null;
    $engineReady.value = false;
  });
  const opened: StreamSession = new StreamSession(streamUrl(origin, options), options.token, {
    state(state) {
      if (session !== opened) return;
      const next = streamReducer({ engineReady: $engineReady.peek() }, state);
      batch(() => {
        $streamState.value = state;
        $engineReady.value = next.engineReady;
        if (state !== 'ACCEPTING' && state !== 'BITRATE_DROPPED') $streamQueue.value = null;
        if (next.storeBitrate) $droppedBitrate.value = lastBitrate;
        if (state === 'BROKEN') $brokenAt.value = Date.now();
        if (next.resetPartsAndPerspective) $openPanel.value = null;
      });
      if (state === 'INIT_DONE' && $droppedBitrate.peek() !== null) {
        opened.reportBitrate($droppedBitrate.peek() ?? 0);
        $droppedBitrate.value = null;
      }
    },
    queue(queue) {
      if (session === opened) $streamQueue.value = queue;
    },
    video(mode, stream) {
      if (session !== opened) return;
      batch(() => {
        $videoMode.value = mode;
        $mediaStream.value = stream;
      });
    },
    frame(bitmap) {
      if (session === opened && frameSink) frameSink(bitmap);
      else bitmap.close();
    },
    bitrate(kbps) {
      lastBitrate = kbps;
    },
    inactive(seconds) {
      if (session !== opened) return;
      batch(() => {
        $inactivePrompt.value = { seconds, since: Date.now() };
        $userInactive.value = true;
        $openPanel.value = null;
      });
    },
    error(message, command) {
      console.warn('3D stream refused', command ?? 'a message', message);
    },
    ended(end) {
      if (session !== opened) return;
      session = null;
      setStreamSender(null);
      batch(() => {
        $streamEnd.value = end;
        $engineReady.value = false;
        $videoMode.value = null;
        $mediaStream.value = null;
        $inactivePrompt.value = null;
        if (end.reason === 'inactive') {
          $userDidTimeoutInStream.value = true;
          $userInactive.value = true;
          $openPanel.value = null;
        } else if (BROKEN_ENDS.has(end.reason)) {
          $streamState.value = 'BROKEN';
          $brokenAt.value = $brokenAt.peek() ?? Date.now();
        }
      });
    },
  });
  session = opened;
  setStreamSender((command) => opened.command(command));
}

/** Ends the running session (leaving the screen, stopping). */
export function stopStream(): void {
  const running = session;
  session = null;
  setStreamSender(null);
  setStreamFrameSource(null);
  running?.stop();
  batch(() => {
    $engineReady.value = false;
    $videoMode.value = null;
    $mediaStream.value = null;
  });
}

/** Starts the same stream again (try again after BROKEN, OK after a time-out). */
export function restartStream(token: string): void {
  if (lastOptions) startStream({ ...lastOptions, token }, lastOrigin);
}

/**
 * The visitor answered the inactivity prompt: the clock starts again; a stream that broke or was
 * stopped meanwhile starts again.
 */
export function confirmActive(token: string | null): void {
  batch(() => {
    $inactivePrompt.value = null;
    $userInactive.value = false;
  });
  if (session) session.active();
  else if (token && $streamEnd.peek()) restartStream(token);
}

/** Input of the visitor: counts as activity on the server. */
export function sendInput(
  message:
    | { kind: 'rotate'; dx: number; dy: number }
    | { kind: 'zoom'; delta: number }
    | { kind: 'focus'; x: number; y: number },
): void {
  session?.input(message);
  if ($userInactive.peek() && !$userDidTimeoutInStream.peek()) confirmActive(null);
}

export function toggleMuted(): void {
  $streamMuted.value = !$streamMuted.peek();
}
