/**
 * The renderer reports its start-up and health as plain-text states. Reducing them here keeps the
 * browser's stream store and the bff's session bookkeeping on one reading of each state.
 */

export const STREAM_STATES = [
  'INITIALIZING',
  'LOAD_BIKE',
  'LOAD_ENV',
  'LOAD_BASE',
  'LOAD_COLORS',
  'LOAD_PP',
  'LOAD_VIDEO_SRC',
  'INIT_DONE',
  'BROKEN',
  'ACCEPTING',
  'BITRATE_DROPPED',
] as const;
export type StreamState = (typeof STREAM_STATES)[number];

/** The states of a start, in the order the renderer reports them (spec section 4). */
export const STREAM_START_STATES: readonly StreamState[] = STREAM_STATES.slice(0, 8);

/** The renderer's text is untrusted input: anything else is not a state and should be logged, not reduced. */
export function isStreamState(text: string): text is StreamState {
  return (STREAM_STATES as readonly string[]).includes(text);
}

export interface StreamEngine {
  engineReady: boolean;
}

export interface StreamReduction extends StreamEngine {
  /** ACCEPTING means a fresh session: parts and perspective go back to the model's defaults. */
  resetPartsAndPerspective: boolean;
  /** BITRATE_DROPPED: keep the reported bitrate so it can be sent once the engine is ready. */
  storeBitrate: boolean;
}

export function streamReducer(state: StreamEngine, streamState: StreamState): StreamReduction {
  const unchanged = { engineReady: state.engineReady, resetPartsAndPerspective: false, storeBitrate: false };
  switch (streamState) {
    case 'INIT_DONE':
      return { ...unchanged, engineReady: true };
    case 'INITIALIZING':
    case 'BROKEN':
      return { ...unchanged, engineReady: false };
    case 'ACCEPTING':
      return { ...unchanged, engineReady: false, resetPartsAndPerspective: true };
    case 'BITRATE_DROPPED':
      return { ...unchanged, storeBitrate: true };
    case 'LOAD_BIKE':
    case 'LOAD_ENV':
    case 'LOAD_BASE':
    case 'LOAD_COLORS':
    case 'LOAD_PP':
    case 'LOAD_VIDEO_SRC':
      return unchanged;
    default: {
      const unhandled: never = streamState;
      throw new Error(`Unknown stream state: ${String(unhandled)}`);
    }
  }
}

export const WAITING_ROOM_TEXT_KEYS = [
  'rendering3d.waitingRoom.loadingFactory',
  'rendering3d.waitingRoom.assemblingBike',
  'rendering3d.waitingRoom.assemblingCar',
  'rendering3d.waitingRoom.preparingEnvironment',
  'rendering3d.waitingRoom.flashingBaseSettings',
  'rendering3d.waitingRoom.flashingCustomSettings',
  'rendering3d.waitingRoom.startingEngine',
  'rendering3d.waitingRoom.loading',
] as const;
export type WaitingRoomTextKey = (typeof WAITING_ROOM_TEXT_KEYS)[number];

/** English wording of the spec, kept verbatim (including 'Cutsom') so the language files match it. */
export const WAITING_ROOM_TEXTS_EN: Readonly<Record<WaitingRoomTextKey, string>> = {
  'rendering3d.waitingRoom.loadingFactory': 'Loading Factory',
  'rendering3d.waitingRoom.assemblingBike': 'assembling bike',
  'rendering3d.waitingRoom.assemblingCar': 'assembling car',
  'rendering3d.waitingRoom.preparingEnvironment': 'Preparing Environment',
  'rendering3d.waitingRoom.flashingBaseSettings': 'Flashing Base Settings',
  'rendering3d.waitingRoom.flashingCustomSettings': 'Flashing Cutsom Settings',
  'rendering3d.waitingRoom.startingEngine': 'Starting Engine',
  'rendering3d.waitingRoom.loading': 'Loading',
};

export interface WaitingRoomProgress {
  textKey: WaitingRoomTextKey;
  /**
   * null for states that are not loading steps (INIT_DONE, BROKEN, ACCEPTING, BITRATE_DROPPED): they
   * show the generic loading text without a percentage, because no honest number exists for them
   * (INIT_DONE replaces the waiting room anyway, BROKEN shows the engine-busy hint).
   */
  percent: number | null;
}

export function waitingRoomProgress(streamState: StreamState, isXBow: boolean): WaitingRoomProgress {
  switch (streamState) {
    case 'INITIALIZING':
      return { textKey: 'rendering3d.waitingRoom.loadingFactory', percent: 0 };
    case 'LOAD_BIKE':
      return {
        textKey: isXBow ? 'rendering3d.waitingRoom.assemblingCar' : 'rendering3d.waitingRoom.assemblingBike',
        percent: 20,
      };
    case 'LOAD_ENV':
      return { textKey: 'rendering3d.waitingRoom.preparingEnvironment', percent: 40 };
    case 'LOAD_BASE':
      return { textKey: 'rendering3d.waitingRoom.flashingBaseSettings', percent: 60 };
    case 'LOAD_COLORS':
      return { textKey: 'rendering3d.waitingRoom.flashingCustomSettings', percent: 80 };
    case 'LOAD_PP':
    case 'LOAD_VIDEO_SRC':
      return { textKey: 'rendering3d.waitingRoom.startingEngine', percent: 99 };
    case 'INIT_DONE':
    case 'BROKEN':
    case 'ACCEPTING':
    case 'BITRATE_DROPPED':
      return { textKey: 'rendering3d.waitingRoom.loading', percent: null };
    default: {
      const unhandled: never = streamState;
      throw new Error(`Unknown stream state: ${String(unhandled)}`);
    }
  }
}
