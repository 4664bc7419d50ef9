import type { Page } from 'puppeteer-core';

/**
 * A small 3D stream client that runs inside a page, as a visitor's page would: the websocket with
 * the token as subprotocol, the WebRTC answer and a <video> playing the remote track, or JPEG frames
 * decoded from the socket's binary messages. Every frame that arrives (requestVideoFrameCallback
 * for the video, the decoded picture for JPEG) is counted and drawn, shrunk, to a canvas whose grey
 * levels are the frame's signature: tests compare signatures to see the picture change.
 *
 * Plain JavaScript in a string, so that what runs in the page is exactly this text, whatever the
 * test runner's compiler adds to functions.
 */
const PAGE_SCRIPT = `
(() => {
  if (window.streamClient) return;
  const SIG_W = 192, SIG_H = 108;
  const sessions = new Map();
  const difference = (a, b) => {
    if (!a || !b) return 1;
    let changed = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 12) changed++;
    return changed / a.length;
  };
  function frameArrived(s, source, width, height, at) {
    s.frames++;
    s.frameTimes.push(at);
    if (s.frameTimes.length > 2000) s.frameTimes.splice(0, 1000);
    s.width = width;
    s.height = height;
    s.ctx.drawImage(source, 0, 0, SIG_W, SIG_H);
    const rgba = s.ctx.getImageData(0, 0, SIG_W, SIG_H).data;
    const sig = new Uint8Array(SIG_W * SIG_H);
    for (let i = 0; i < sig.length; i++) sig[i] = (rgba[i * 4] * 77 + rgba[i * 4 + 1] * 150 + rgba[i * 4 + 2] * 29) >> 8;
    s.signature = sig;
    s.signatureAt = at;
    const probe = s.probe;
    if (probe && difference(sig, probe.before) > probe.threshold) {
      s.probe = null;
      probe.resolve(at - probe.sentAt);
    }
  }
  function signal(s, message) {
    s.signalling = s.signalling.then(async () => {
      if (!s.answer) return;
      if (message.description && message.description.type === 'offer') {
        s.pc = new RTCPeerConnection({ iceServers: s.iceServers || [] });
        s.pc.onicecandidate = (e) => {
          if (e.candidate) s.ws.send(JSON.stringify({ type: 'signal', candidate: e.candidate.toJSON() }));
        };
        s.pc.onconnectionstatechange = () => { s.connection = s.pc.connectionState; };
        s.pc.ontrack = (e) => {
          s.tracks.push(e.track.kind);
          // The engine sound may come as a track of its own; the muted video shows the picture.
          if (e.track.kind !== 'video') return;
          s.video.srcObject = e.streams[0] || new MediaStream([e.track]);
          s.video.play().catch((error) => s.errors.push('play: ' + error.message));
        };
        await s.pc.setRemoteDescription(message.description);
        const answer = await s.pc.createAnswer();
        await s.pc.setLocalDescription(answer);
        s.ws.send(JSON.stringify({ type: 'signal', description: { type: 'answer', sdp: answer.sdp } }));
      } else if (message.candidate && s.pc) {
        await s.pc.addIceCandidate(message.candidate);
      }
    }).catch((error) => s.errors.push('signal: ' + error.message));
  }
  function onText(s, text, at) {
    s.texts.push({ at, text });
    if (!text.startsWith('{')) return;
    const m = JSON.parse(text);
    if (m.type === 'state') {
      s.states.push(m.state);
      if (m.state === 'INIT_DONE') s.initDoneMs = at - s.openedAt;
    } else if (m.type === 'config') s.iceServers = m.iceServers;
    else if (m.type === 'signal') signal(s, m);
    else if (m.type === 'video') s.videoMessages.push(m);
    else if (m.type === 'bitrate') s.bitrates.push({ at, kbps: m.kbps, targetKbps: m.targetKbps, fps: m.fps });
  }
  window.streamClient = {
    open(id, url, token, answer) {
      const canvas = document.createElement('canvas');
      canvas.width = SIG_W;
      canvas.height = SIG_H;
      const video = document.createElement('video');
      Object.assign(video, { muted: true, autoplay: true, playsInline: true, width: 960, height: 540 });
      document.body.append(video);
      const s = {
        id, answer, video, ctx: canvas.getContext('2d', { willReadFrequently: true }),
        openedAt: performance.now(), texts: [], states: [], videoMessages: [], bitrates: [], errors: [],
        frames: 0, frameTimes: [], width: 0, height: 0, signature: null, signatureAt: 0, probe: null,
        initDoneMs: null, closed: null, connection: null, pc: null, iceServers: [],
        signalling: Promise.resolve(), decoding: Promise.resolve(), tracks: [],
      };
      sessions.set(id, s);
      const onVideoFrame = (now, meta) => {
        frameArrived(s, video, meta.width, meta.height, now);
        video.requestVideoFrameCallback(onVideoFrame);
      };
      video.requestVideoFrameCallback(onVideoFrame);
      s.ws = new WebSocket(url, ['configurator-stream', 'bearer.' + token]);
      s.ws.binaryType = 'blob';
      s.ws.onmessage = (event) => {
        const at = performance.now();
        if (typeof event.data === 'string') return onText(s, event.data, at);
        s.jpegBytes = (s.jpegBytes || 0) + event.data.size;
        s.decoding = s.decoding
          .then(() => createImageBitmap(event.data))
          .then((bitmap) => {
            frameArrived(s, bitmap, bitmap.width, bitmap.height, performance.now());
            bitmap.close();
          })
          .catch((error) => s.errors.push('jpeg: ' + error.message));
      };
      s.ws.onclose = (event) => { s.closed = { code: event.code, reason: event.reason }; };
      s.ws.onerror = () => s.errors.push('socket error');
    },
    send(id, message) {
      const s = sessions.get(id);
      s.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    summary(id) {
      const s = sessions.get(id);
      return {
        states: s.states, videoMessages: s.videoMessages, bitrates: s.bitrates, errors: s.errors,
        frames: s.frames, width: s.width, height: s.height, videoWidth: s.video.videoWidth,
        videoHeight: s.video.videoHeight, initDoneMs: s.initDoneMs, closed: s.closed,
        connection: s.connection, jpegBytes: s.jpegBytes || 0, tracks: s.tracks,
        replies: s.texts.filter((t) => !t.text.startsWith('{')).map((t) => t.text),
        errorMessages: s.texts.filter((t) => t.text.startsWith('{"type":"error"')).map((t) => t.text),
      };
    },
    signature(id) {
      const s = sessions.get(id);
      return s.signature ? Array.from(s.signature) : null;
    },
    framesBetween(id, from, to) {
      return sessions.get(id).frameTimes.filter((t) => t >= from && t < to).length;
    },
    /** Sends rotate input at 'perSecond' for 'ms' and answers the frames that arrived meanwhile. */
    async rotateFor(ids, ms, perSecond, dx) {
      const started = performance.now();
      const frames0 = ids.map((id) => sessions.get(id).frames);
      let sent = 0;
      while (performance.now() - started < ms) {
        for (const id of ids) this.send(id, { type: 'input', kind: 'rotate', dx, dy: 0 });
        sent++;
        const next = started + (sent * 1000) / perSecond;
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      }
      const seconds = (performance.now() - started) / 1000;
      return ids.map((id, i) => ({ id, fps: (sessions.get(id).frames - frames0[i]) / seconds, inputs: sent }));
    },
    /**
     * Once the picture has been quiet for quietMs: sends one rotate and answers the milliseconds until
     * a frame whose signature differs from the last one before it arrives (null after timeoutMs).
     */
    async inputLatency(id, dx, quietMs, timeoutMs) {
      const s = sessions.get(id);
      const deadline = performance.now() + 5000;
      while (performance.now() - s.signatureAt < quietMs && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      const result = new Promise((resolve) => {
        const probe = { before: s.signature, threshold: 0.002, sentAt: performance.now(), resolve };
        s.probe = probe;
        setTimeout(() => {
          if (s.probe !== probe) return;
          s.probe = null;
          resolve(null);
        }, timeoutMs);
      });
      this.send(id, { type: 'input', kind: 'rotate', dx, dy: 0 });
      return result;
    },
    /** The receiver's WebRTC figures: frames decoded, bytes received, at this moment. */
    async inbound(id) {
      const s = sessions.get(id);
      if (!s.pc) return null;
      let found = null;
      (await s.pc.getStats()).forEach((r) => {
        if (r.type === 'inbound-rtp' && r.kind === 'video')
          found = { at: performance.now(), framesDecoded: r.framesDecoded, bytesReceived: r.bytesReceived,
            frameWidth: r.frameWidth, frameHeight: r.frameHeight, codec: r.codecId };
      });
      return found;
    },
    close(id) {
      const s = sessions.get(id);
      if (s.ws.readyState === WebSocket.OPEN) s.ws.send(JSON.stringify({ type: 'stop' }));
      s.pc?.close();
      s.video.remove();
    },
  };
})();
`;

export interface StreamSummary {
  states: string[];
  videoMessages: { mode: string; width: number; height: number }[];
  bitrates: { at: number; kbps: number; targetKbps: number; fps: number }[];
  errors: string[];
  frames: number;
  /** The last frame's size as it arrived (the video frame's or the decoded JPEG's). */
  width: number;
  height: number;
  videoWidth: number;
  videoHeight: number;
  initDoneMs: number | null;
  closed: { code: number; reason: string } | null;
  connection: string | null;
  jpegBytes: number;
  /** The kinds of the remote WebRTC tracks, in their order. */
  tracks: string[];
  replies: string[];
  errorMessages: string[];
}

export interface InboundStats {
  at: number;
  framesDecoded: number;
  bytesReceived: number;
  frameWidth: number;
  frameHeight: number;
}

/** The share of signature pixels whose grey level differs by more than 12 (0..1). */
export function signatureChange(a: readonly number[] | null, b: readonly number[] | null): number {
  if (!a || !b || a.length !== b.length) return 1;
  let changed = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 12) changed++;
  return changed / a.length;
}

const call = <T>(page: Page, method: string, ...args: unknown[]): Promise<T> =>
  page.evaluate(
    `window.streamClient.${method}(${args.map((a) => JSON.stringify(a)).join(',')})`,
  ) as Promise<T>;

/** One stream session driven inside a page through the in-page client. */
export class PageStream {
  private constructor(
    readonly page: Page,
    readonly id: string,
  ) {}

  /**
   * Opens `ws://ORIGIN/api/posconfigurator/stream?...` from the page (its origin is the product's).
   * `answer`: whether the page answers the WebRTC offer (false: it never does).
   */
  static async open(
    page: Page,
    id: string,
    query: { configurationId: string; video: 'webrtc' | 'jpeg' },
    token: string,
    answer = true,
  ): Promise<PageStream> {
    await page.evaluate(PAGE_SCRIPT);
    const origin = new URL(page.url()).origin.replace(/^http/, 'ws');
    const search = new URLSearchParams({ ...query, c: 'en-GB' });
    await call(page, 'open', id, `${origin}/api/posconfigurator/stream?${search}`, token, answer);
    return new PageStream(page, id);
  }

  summary(): Promise<StreamSummary> {
    return call(this.page, 'summary', this.id);
  }

  send(message: string | object): Promise<void> {
    return call(this.page, 'send', this.id, message);
  }

  signature(): Promise<number[] | null> {
    return call(this.page, 'signature', this.id);
  }

  inbound(): Promise<InboundStats | null> {
    return call(this.page, 'inbound', this.id);
  }

  inputLatency(dx: number, quietMs = 300, timeoutMs = 2000): Promise<number | null> {
    return call(this.page, 'inputLatency', this.id, dx, quietMs, timeoutMs);
  }

  /** Waits until the summary satisfies `ready`; fails with the summary after `timeoutMs`. */
  async waitFor(ready: (summary: StreamSummary) => boolean, timeoutMs = 30_000): Promise<StreamSummary> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const summary = await this.summary();
      if (ready(summary)) return summary;
      if (Date.now() > deadline || summary.closed) {
        throw new Error(
          `the stream ${this.id} did not get there: ${JSON.stringify({ ...summary, bitrates: [] })}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Sends a command and waits for its plain-text reply (or an error message). */
  async command(text: string, timeoutMs = 15_000): Promise<string> {
    const before = await this.summary();
    await this.send(text);
    const after = await this.waitFor(
      (s) => s.replies.length > before.replies.length || s.errorMessages.length > before.errorMessages.length,
      timeoutMs,
    );
    return after.replies[before.replies.length] ?? after.errorMessages.at(-1) ?? '';
  }

  /** The picture's signature once `ms` have passed (the change settles; the codec refines it). */
  async settledSignature(ms = 1000): Promise<number[] | null> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.signature();
  }

  close(): Promise<void> {
    return call(this.page, 'close', this.id);
  }
}

/** Rotate input to several sessions of one page at once: frames per second each. */
export function rotateFor(
  page: Page,
  ids: string[],
  ms: number,
  perSecond: number,
  dx: number,
): Promise<{ id: string; fps: number; inputs: number }[]> {
  return call(page, 'rotateFor', ids, ms, perSecond, dx);
}
