import type { CDPSession, Page } from 'puppeteer-core';
import type { StreamStartSpec } from '../protocol.js';
import { callPage } from './pageCalls.js';

type VideoSpec = StreamStartSpec['video'];

/** What the video tells the session: messages for the visitor and binary frames. */
export interface VideoOutput {
  json(message: object): void;
  /** Answers false when the frame was dropped (the visitor's link is backed up). */
  frame(jpeg: Buffer): boolean;
  state(state: 'BITRATE_DROPPED'): void;
}

interface PageStats {
  frames: number;
  sender: { state: string; availableKbps: number | null; sentKbps: number; framesSent: number } | null;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/**
 * The video of one session: WebRTC from the page's canvas, or JPEG frames of the page (CDP
 * screencast) over the websocket when no peer connects within `webrtcTimeoutMs` or the visitor
 * asks for them. The JPEG quality follows the bitrate target: up when the frames stay under it,
 * down when they go over it.
 */
export class StreamVideo {
  mode: 'webrtc' | 'jpeg' | null = null;
  private connected = false;
  private connectedListeners: (() => void)[] = [];
  private screencast: CDPSession | null = null;
  private quality = 70;
  private sentBytes = 0;
  private sentFrames = 0;
  private lastFramesSent = 0;
  private dropped = 0;
  private monitor: NodeJS.Timeout | null = null;
  private belowCut = false;
  private closed = false;
  private lastKbps = 0;

  constructor(
    private readonly page: Page,
    private readonly spec: VideoSpec,
    private readonly out: VideoOutput,
  ) {}

  get kbps(): number {
    return this.lastKbps;
  }

  /** Makes the WebRTC offer (config, then offer, then candidates as the page finds them). */
  /** `sound`: the engine sound's track, on or off; null: a vehicle without sound. */
  async offer(sound: boolean | null): Promise<void> {
    const { iceServers, bitrate, fps } = this.spec;
    this.out.json({
      type: 'config',
      iceServers,
      bitrate: { start: bitrate.start, min: bitrate.min, max: bitrate.max },
    });
    const description = await callPage(this.page, 'offer', { iceServers, bitrate, fps, sound });
    this.out.json({ type: 'signal', description });
  }

  /** The page says how its peer connection is doing. */
  connectionState(state: string): void {
    if (state === 'connected' && !this.connected) {
      this.connected = true;
      for (const listener of this.connectedListeners.splice(0)) listener();
    }
  }

  async answer(sdp: string): Promise<void> {
    await callPage(this.page, 'answer', sdp, this.spec.bitrate);
  }

  async candidate(candidate: object): Promise<void> {
    await callPage(this.page, 'candidate', candidate);
  }

  /**
   * Attaches the video: WebRTC when the peer connects within the timeout (or already has),
   * JPEG frames otherwise. Answers the mode attached.
   */
  async attach(preferJpeg: boolean): Promise<'webrtc' | 'jpeg'> {
    if (!preferJpeg && !this.connected) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.spec.webrtcTimeoutMs);
        this.connectedListeners.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (this.closed) return this.mode ?? 'jpeg';
    if (!preferJpeg && this.connected) {
      this.mode = 'webrtc';
      this.announce();
    } else await this.startJpeg();
    this.startMonitor();
    return this.mode ?? 'jpeg';
  }

  /** Switches to JPEG frames now (the visitor asked; WebRTC does not work for them). */
  async useJpeg(): Promise<void> {
    if (this.mode === 'jpeg') return;
    await this.startJpeg();
    this.startMonitor();
  }

  private announce(): void {
    this.out.json({ type: 'video', mode: this.mode, width: this.spec.width, height: this.spec.height });
  }

  private async startJpeg(): Promise<void> {
    this.mode = 'jpeg';
    // A peer that connected (or connects late) would otherwise get the video as well: its encoder
    // takes the node's time from the JPEG frames.
    await callPage(this.page, 'stopSending').catch(() => undefined);
    this.screencast ??= await this.page.createCDPSession();
    const session = this.screencast;
    session.on('Page.screencastFrame', (event: { data: string; sessionId: number }) => {
      void session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
      if (this.closed) return;
      const bytes = Buffer.from(event.data, 'base64');
      if (this.out.frame(bytes)) {
        this.sentBytes += bytes.length;
        this.sentFrames++;
      } else this.dropped++;
    });
    // Announced before the screencast starts: its first frame may come before the call returns.
    this.announce();
    await this.restartScreencast();
  }

  private async restartScreencast(): Promise<void> {
    const session = this.screencast;
    if (!session || this.closed) return;
    await session.send('Page.stopScreencast').catch(() => undefined);
    await session.send('Page.startScreencast', {
      format: 'jpeg',
      quality: this.quality,
      maxWidth: this.spec.width,
      maxHeight: this.spec.height,
      everyNthFrame: 1,
    });
  }

  /** Once a second: the bitrate to the visitor, the drop below the cut, the JPEG quality. */
  private startMonitor(): void {
    if (this.monitor) return;
    this.monitor = setInterval(() => {
      this.measure().catch(() => undefined);
    }, 1000);
    this.monitor.unref();
  }

  private async measure(): Promise<void> {
    if (this.closed) return;
    const target = this.spec.bitrate.start;
    let kbps: number;
    let sentKbps: number;
    let fps: number;
    let dropping: boolean;
    if (this.mode === 'webrtc') {
      const stats = await callPage<PageStats>(this.page, 'stats');
      const sender = stats?.sender;
      sentKbps = sender?.sentKbps ?? 0;
      fps = Math.max(0, (sender?.framesSent ?? 0) - this.lastFramesSent);
      this.lastFramesSent = sender?.framesSent ?? 0;
      // What the sender may send now: its estimate of the link, never above the encoder's maximum.
      kbps = Math.min(sender?.availableKbps ?? sentKbps, this.spec.bitrate.max);
      dropping =
        sender?.availableKbps !== null &&
        sender?.availableKbps !== undefined &&
        kbps <= this.spec.bitrate.cut;
    } else {
      kbps = Math.round((this.sentBytes * 8) / 1000);
      sentKbps = kbps;
      fps = this.sentFrames;
      this.sentFrames = 0;
      // Frames are dropped when the visitor's link cannot take them: the bitrate it takes is the real one.
      dropping = this.dropped > 0 && kbps <= this.spec.bitrate.cut;
      const before = this.quality;
      if (kbps > target * 1.1) this.quality = clamp(this.quality - 10, 30, 90);
      else if (kbps < target * 0.6 && this.dropped === 0) this.quality = clamp(this.quality + 5, 30, 90);
      this.sentBytes = 0;
      this.dropped = 0;
      if (this.quality !== before) await this.restartScreencast();
    }
    this.lastKbps = kbps;
    this.out.json({ type: 'bitrate', kbps, targetKbps: target, sentKbps, fps });
    if (dropping && !this.belowCut) this.out.state('BITRATE_DROPPED');
    this.belowCut = dropping;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.monitor) clearInterval(this.monitor);
    for (const listener of this.connectedListeners.splice(0)) listener();
    await this.screencast?.send('Page.stopScreencast').catch(() => undefined);
    await callPage(this.page, 'close').catch(() => undefined);
  }
}
