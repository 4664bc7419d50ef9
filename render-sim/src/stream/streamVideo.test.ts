import type { Page } from 'puppeteer-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStreamSpec } from '../testing/streamSpecs.js';
import { StreamVideo } from './streamVideo.js';

/** A page whose sender reports the bandwidth estimate the test sets. */
function fakePage(estimate: { kbps: number | null }): Page {
  return {
    evaluate: async (_fn: unknown, path: string) =>
      path === 'stats'
        ? {
            frames: 10,
            sender: { state: 'connected', availableKbps: estimate.kbps, sentKbps: 900, framesSent: 10 },
          }
        : undefined,
  } as unknown as Page;
}

describe('the WebRTC bitrate watch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the bitrate every second and BITRATE_DROPPED once each time it falls to the cut (3000)', async () => {
    const estimate = { kbps: 5200 as number | null };
    const messages: object[] = [];
    const states: string[] = [];
    const video = new StreamVideo(fakePage(estimate), testStreamSpec({}).video, {
      json: (message) => messages.push(message),
      frame: () => true,
      state: (state) => states.push(state),
    });
    video.connectionState('connected');
    expect(await video.attach(false)).toBe('webrtc');
    await vi.advanceTimersByTimeAsync(1000);
    expect(messages).toContainEqual({
      type: 'bitrate',
      kbps: 5200,
      targetKbps: 5000,
      sentKbps: 900,
      fps: 10,
    });
    estimate.kbps = 70_000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(messages.at(-1)).toEqual({
      type: 'bitrate',
      kbps: 15_000,
      targetKbps: 5000,
      sentKbps: 900,
      fps: 0,
    });
    expect(states).toEqual([]);

    estimate.kbps = 2900;
    await vi.advanceTimersByTimeAsync(3000);
    expect(states).toEqual(['BITRATE_DROPPED']);

    estimate.kbps = 6000;
    await vi.advanceTimersByTimeAsync(1000);
    estimate.kbps = 3001;
    await vi.advanceTimersByTimeAsync(1000);
    expect(states).toEqual(['BITRATE_DROPPED']);
    estimate.kbps = 3000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(states).toEqual(['BITRATE_DROPPED', 'BITRATE_DROPPED']);
    // The bytes sent of a still picture are not a drop: only the estimate of what may be sent counts.
    estimate.kbps = null;
    await vi.advanceTimersByTimeAsync(2000);
    expect(states).toHaveLength(2);
    await video.close();
  });
});
