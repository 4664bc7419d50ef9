import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { NodeEnvironmentError, readNodeEnvironment } from './nodeEnvironment.js';

describe('readNodeEnvironment', () => {
  it('listens on any free port of the loopback address by default', () => {
    expect(readNodeEnvironment({})).toEqual({
      host: '127.0.0.1',
      port: 0,
      capacity: Math.max(1, Math.min(2, cpus().length)),
      streamCapacity: 2,
      streamWarm: true,
      idleCloseSeconds: 60,
      chromiumPath: '/usr/bin/chromium',
      ffmpegPath: '/usr/bin/ffmpeg',
    });
  });

  it('takes every variable that is set', () => {
    const env = {
      RENDER_NODE_HOST: '0.0.0.0',
      RENDER_NODE_PORT: '7070',
      RENDER_NODE_CAPACITY: '4',
      RENDER_NODE_STREAMS: '0',
      RENDER_NODE_STREAMS_WARM: '0',
      RENDER_NODE_IDLE_CLOSE_S: '0',
      CHROMIUM_PATH: '/opt/chromium',
      FFMPEG_PATH: '/opt/ffmpeg',
    };
    expect(readNodeEnvironment(env)).toEqual({
      host: '0.0.0.0',
      port: 7070,
      capacity: 4,
      streamCapacity: 0,
      streamWarm: false,
      idleCloseSeconds: 0,
      chromiumPath: '/opt/chromium',
      ffmpegPath: '/opt/ffmpeg',
    });
  });

  it.each([
    ['RENDER_NODE_PORT', '70000'],
    ['RENDER_NODE_PORT', 'eighty'],
    ['RENDER_NODE_PORT', '-1'],
    ['RENDER_NODE_CAPACITY', '0'],
    ['RENDER_NODE_CAPACITY', '1.5'],
    ['RENDER_NODE_STREAMS', '-1'],
    ['RENDER_NODE_STREAMS', '65'],
    ['RENDER_NODE_HOST', ' 0.0.0.0'],
  ])('stops on %s=%j, naming the variable', (name, value) => {
    expect(() => readNodeEnvironment({ [name]: value })).toThrow(NodeEnvironmentError);
    expect(() => readNodeEnvironment({ [name]: value })).toThrow(new RegExp(`^${name} `));
  });
});
