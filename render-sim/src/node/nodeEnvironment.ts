import { cpus } from 'node:os';

/** How a render node is started: read once from the environment. */
export interface NodeEnvironment {
  host: string;
  /** 0: any free port. */
  port: number;
  capacity: number;
  /** Live 3D sessions at once (0: none). */
  streamCapacity: number;
  /** Start the live sessions' browser at once (sessions expected) rather than on the first session. */
  streamWarm: boolean;
  /** Seconds without a render before the still renderer's browser closes (0: never). */
  idleCloseSeconds: number;
  chromiumPath: string;
  ffmpegPath: string;
}

/** A variable that is set but cannot be used; the message names it. */
export class NodeEnvironmentError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'NodeEnvironmentError';
  }
}

type Environment = Readonly<Record<string, string | undefined>>;

function text(env: Environment, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value.trim() !== value)
    throw new NodeEnvironmentError(name, `must not start or end with spaces: "${value}"`);
  return value;
}

function wholeNumber(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw new NodeEnvironmentError(name, `must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}

/**
 * RENDER_NODE_HOST (default 127.0.0.1; 0.0.0.0 to serve other machines), RENDER_NODE_PORT
 * (default 0: any free port), RENDER_NODE_CAPACITY (jobs at once, default one per core, at most
 * 2), RENDER_NODE_STREAMS (live 3D sessions at once, default 2; 0: none),
 * RENDER_NODE_STREAMS_WARM (default 1: the live sessions' browser starts with the node and stays,
 * so the first visitor's stream starts within its 5 s; 0: it starts on the first session and closes
 * after 5 minutes without one, which saves its memory at the cost of a slower first stream), RENDER_NODE_IDLE_CLOSE_S (seconds without a render before the still renderer's
 * browser closes, default 60; 0: never), CHROMIUM_PATH, FFMPEG_PATH.
 */
export function readNodeEnvironment(env: Environment): NodeEnvironment {
  return {
    host: text(env, 'RENDER_NODE_HOST', '127.0.0.1'),
    port: wholeNumber(env, 'RENDER_NODE_PORT', 0, 0, 65_535),
    capacity: wholeNumber(env, 'RENDER_NODE_CAPACITY', Math.max(1, Math.min(2, cpus().length)), 1, 64),
    streamCapacity: wholeNumber(env, 'RENDER_NODE_STREAMS', 2, 0, 64),
    streamWarm: wholeNumber(env, 'RENDER_NODE_STREAMS_WARM', 1, 0, 1) === 1,
    idleCloseSeconds: wholeNumber(env, 'RENDER_NODE_IDLE_CLOSE_S', 60, 0, 86_400),
    chromiumPath: text(env, 'CHROMIUM_PATH', '/usr/bin/chromium'),
    ffmpegPath: text(env, 'FFMPEG_PATH', '/usr/bin/ffmpeg'),
  };
}
