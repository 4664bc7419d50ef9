import { DEMO_CUSTOMER } from '@configurator/bff/identity/accounts';
import { discoveryOf, logIn } from '@configurator/bff/testing/oidcLogin';
import { STREAM_START_STATES as START_STATES } from '@configurator/domain/stream/streamStates';
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserSuite } from '../../src/browser/browserSuite.js';
import { CULTURE } from '../../src/browser/configurationApi.js';
import { PageStream, type StreamSummary, signatureChange } from '../../src/browser/streamPageClient.js';

const SLOW = 120_000;
/** Values of parts that fill much of the picture, the first one the model lists is put on. */
const BIG_PARTS = [/side_cases/, /side_bags/, /top_case(?!_carrier)/, /tail_bag/, /tank_bag/, /slip_on/];

interface PowerPartEntry {
  Id: number;
  Value: string;
  Category: string;
}

/**
 * The 3D stream as a visitor's browser gets it, end to end: a page of the product's origin opens
 * the stream websocket with the customer's token, answers the WebRTC offer and plays the video, or
 * decodes the JPEG fallback's frames; the pictures are 960 x 540 and change after a drag and after
 * a part put on.
 */
describe('the 3D stream in Chromium', () => {
  const suite = new BrowserSuite({
    login: true,
    env: {
      // The stream's render node beside the server (the suite's stub node streams nothing).
      RENDER_LOCAL_NODE: 'true',
      STREAM_BASE_LOAD_DELAY_MS: '500',
      STREAM_WEBRTC_TIMEOUT_MS: '1500',
    },
  });
  let token: string;
  let configurationId: string;
  let part: { category: string; value: string };
  let page: Page;

  beforeAll(async () => {
    const origin = suite.server.url;
    token = (await logIn(origin, await discoveryOf(origin), 'configurator', DEMO_CUSTOMER)).accessToken;
    const models = await suite.api.models('KTM');
    const model = models.find((candidate) => candidate.engine === 'Engine3D');
    if (!model) throw new Error('the seeded KTM catalog has no 3D model');
    const overview = await suite.api.get<{ RenderSettings: { PowerParts: { List: PowerPartEntry[] } } }>(
      `/vehicles/${encodeURIComponent(model.modelId)}?c=${CULTURE}`,
    );
    const list = overview.RenderSettings.PowerParts.List;
    // A big part, so that its pixels stand out of the codec's noise.
    const entry =
      BIG_PARTS.map((pattern) => list.find((candidate) => pattern.test(candidate.Value))).find(Boolean) ??
      list[0];
    if (!entry) throw new Error(`${model.name} lists no power parts to render`);
    part = { category: entry.Category.split(',')[0]?.trim() ?? '', value: entry.Value };
    const created = await suite.api.post<{ ConfigurationId: string }>(
      `/configuration/create?c=${CULTURE}`,
      { ModelId: model.modelId },
      { authorization: `Bearer ${token}` },
    );
    configurationId = created.ConfigurationId;
    // Any page of the product's origin: the stream's handshake checks the page's Origin.
    page = await suite.page('/healthz', { consent: false });
  }, SLOW);

  const open = (id: string, video: 'webrtc' | 'jpeg', answer = true) =>
    PageStream.open(page, id, { configurationId, video }, token, answer);

  /**
   * Until INIT_DONE; the start states in their order. The first visitor may wait in the queue while
   * the node starts (busy, then ACCEPTING before the start states).
   */
  async function started(stream: PageStream): Promise<StreamSummary> {
    const summary = await stream.waitFor((s) => s.states.includes('INIT_DONE'), 60_000);
    expect(summary.states.filter((state) => state !== 'ACCEPTING')).toEqual(START_STATES);
    return summary;
  }

  /** The picture changes after a drag, then after a part is put on. */
  async function expectPictureToFollow(stream: PageStream): Promise<void> {
    const first = await stream.settledSignature();
    await stream.send({ type: 'input', kind: 'rotate', dx: 200, dy: 0 });
    const turned = await stream.settledSignature();
    expect(signatureChange(first, turned), 'the share of pixels a drag changed').toBeGreaterThan(0.02);
    expect(await stream.command(`confopt ${part.category} ${part.value}`)).toBe('confopt done');
    const withPart = await stream.settledSignature();
    expect(
      signatureChange(turned, withPart),
      `the share of pixels ${part.category} ${part.value} changed`,
    ).toBeGreaterThan(0.004);
  }

  const expectFullSizeFrames = (summary: StreamSummary) => {
    expect(summary.frames).toBeGreaterThan(0);
    expect({ width: summary.width, height: summary.height }).toEqual({ width: 960, height: 540 });
  };

  it(
    'plays the WebRTC video at 960 x 540, shows a drag and a new part, and switches to JPEG frames',
    async () => {
      const stream = await open('webrtc', 'webrtc');
      try {
        const summary = await started(stream);
        expect(summary.videoMessages).toEqual([{ type: 'video', mode: 'webrtc', width: 960, height: 540 }]);
        // While the intro moves the node may draw smaller to hold the frame rate; the picture
        // standing still comes at the full size.
        const playing = await stream.waitFor((s) => s.frames > 0 && s.videoWidth === 960, 30_000);
        expect({ width: playing.videoWidth, height: playing.videoHeight }).toEqual({
          width: 960,
          height: 540,
        });
        expectFullSizeFrames(playing);
        expect(playing.connection).toBe('connected');
        expect(playing.tracks).toContain('video');
        // A motorcycle has sound: the engine comes as the stream's audio track.
        expect(playing.tracks).toContain('audio');
        await expectPictureToFollow(stream);
        expect((await stream.summary()).errors).toEqual([]);

        // The visitor switches to JPEG frames: they come, and the WebRTC video stops.
        await stream.send({ type: 'video', mode: 'jpeg' });
        await stream.waitFor((s) => s.videoMessages.length === 2 && s.jpegBytes > 0, 15_000);
        const stopped = await stream.inbound();
        const before = await stream.settledSignature(500);
        await stream.send({ type: 'input', kind: 'rotate', dx: -200, dy: 0 });
        expect(signatureChange(before, await stream.settledSignature())).toBeGreaterThan(0.02);
        const switched = await stream.summary();
        expect(switched.videoMessages[1]).toEqual({ type: 'video', mode: 'jpeg', width: 960, height: 540 });
        expectFullSizeFrames(switched);
        expect((await stream.inbound())?.framesDecoded).toBe(stopped?.framesDecoded);
      } finally {
        await stream.close();
      }
    },
    SLOW,
  );

  it(
    'sends JPEG frames from the start with video=jpeg, decoded in the page at 960 x 540',
    async () => {
      const stream = await open('jpeg', 'jpeg');
      try {
        const summary = await started(stream);
        expect(summary.videoMessages.map((message) => message.mode)).toEqual(['jpeg']);
        expectFullSizeFrames(await stream.waitFor((s) => s.frames > 0, 15_000));
        await expectPictureToFollow(stream);
        expect((await stream.summary()).errors).toEqual([]);
      } finally {
        await stream.close();
      }
    },
    SLOW,
  );

  it(
    'falls back to JPEG frames when the page never answers the WebRTC offer',
    async () => {
      const stream = await open('unanswered', 'webrtc', false);
      try {
        const summary = await started(stream);
        expect(summary.videoMessages.map((message) => message.mode)).toEqual(['jpeg']);
        expectFullSizeFrames(await stream.waitFor((s) => s.frames > 0, 15_000));
        await expectPictureToFollow(stream);
      } finally {
        await stream.close();
      }
    },
    SLOW,
  );
});
