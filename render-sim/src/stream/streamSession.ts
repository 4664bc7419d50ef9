import {
  parseStreamCommand,
  type StreamCommand,
  streamReply,
} from '@configurator/domain/stream/streamCommands';
import { needsForcedRemap } from '@configurator/domain/stream/streamConstants';
import type { StreamState } from '@configurator/domain/stream/streamStates';
import { errorMessage } from '../chromium.js';
import type { StreamStartSpec } from '../protocol.js';
import { LiveState } from './liveState.js';
import { callPage } from './pageCalls.js';
import type { LivePageHandle, StreamHost } from './streamHost.js';
import { StreamVideo } from './streamVideo.js';

/** Where a session's messages go: text (JSON or a plain reply) or a binary JPEG frame. */
export interface SessionOutput {
  text(message: string): void;
  /** False when the frame was dropped because the link is backed up. */
  binary(frame: Buffer): boolean;
  /** The session is over; the socket closes with this code. */
  end(reason: string, message: string, code: number): void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The JSON a visitor (through the bff) may send besides the plain-text commands. */
type ClientMessage =
  | { type: 'input'; kind: 'rotate'; dx: number; dy: number }
  | { type: 'input'; kind: 'zoom'; delta: number }
  | { type: 'input'; kind: 'focus'; x: number; y: number }
  | { type: 'signal'; description?: { type: string; sdp: string }; candidate?: object }
  | { type: 'video'; mode: 'jpeg' }
  | { type: 'stop' };

const finite = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** Reads a JSON message; null when it is not one the node takes. */
export function readClientMessage(value: unknown): ClientMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case 'input':
      if (m.kind === 'rotate' && finite(m.dx, -5000, 5000) && finite(m.dy, -5000, 5000))
        return { type: 'input', kind: 'rotate', dx: m.dx, dy: m.dy };
      if (m.kind === 'zoom' && finite(m.delta, -50, 50))
        return { type: 'input', kind: 'zoom', delta: m.delta };
      if (m.kind === 'focus' && finite(m.x, 0, 1) && finite(m.y, 0, 1))
        return { type: 'input', kind: 'focus', x: m.x, y: m.y };
      return null;
    case 'signal': {
      const d = m.description as Record<string, unknown> | undefined;
      if (d && d.type === 'answer' && typeof d.sdp === 'string' && d.sdp.length < 100_000)
        return { type: 'signal', description: { type: 'answer', sdp: d.sdp } };
      if (typeof m.candidate === 'object' && m.candidate !== null)
        return { type: 'signal', candidate: m.candidate };
      return null;
    }
    case 'video':
      return m.mode === 'jpeg' ? { type: 'video', mode: 'jpeg' } : null;
    case 'stop':
      return { type: 'stop' };
    default:
      return null;
  }
}

/**
 * One live session on the node: a page of its own with the live view, the start sequence of the
 * spec (states in order, 30 s timeout), the commands with their replies, input, and the video.
 */
export class StreamSession {
  private readonly state: LiveState;
  private handle: LivePageHandle | null = null;
  private video: StreamVideo | null = null;
  private readonly ready: Promise<void>;
  private markReady!: () => void;
  private closed = false;
  private readonly flags = { sound: true, portrait: false, touch: false, intro: false };

  constructor(
    private readonly host: StreamHost,
    private readonly spec: StreamStartSpec,
    private readonly out: SessionOutput,
    private readonly sceneVersion: string,
  ) {
    this.state = new LiveState(spec);
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
    this.flags.portrait = spec.mode.portrait;
    this.flags.touch = spec.mode.touch;
  }

  private json(message: object): void {
    if (!this.closed) this.out.text(JSON.stringify(message));
  }

  private emit(state: StreamState): void {
    this.json({ type: 'state', state });
  }

  private get page() {
    if (!this.handle) throw new Error('the session has no page');
    return this.handle.page;
  }

  /** Runs the start sequence; a start that does not finish in time ends the session. */
  async start(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.spec.startTimeoutMs);
    });
    try {
      const outcome = await Promise.race([this.startSequence().then(() => 'done' as const), timeout]);
      if (outcome === 'timeout') this.fail('start-timeout', 'the stream did not start in time');
    } catch (error) {
      this.fail('node-lost', `the stream could not start: ${errorMessage(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  private async startSequence(): Promise<void> {
    const { spec } = this;
    this.emit('INITIALIZING');
    this.handle = await this.host.openPage(spec.video.width, spec.video.height, (json) =>
      this.fromPage(json),
    );
    // Ended while the page opened (start timeout, socket closed): close() found no page to free.
    if (this.closed) return this.close();
    await callPage(this.page, 'open', spec.video.width, spec.video.height, spec.video.fps);
    this.video = new StreamVideo(this.page, spec.video, {
      json: (message) => this.json(message),
      frame: (jpeg) => !this.closed && this.out.binary(jpeg),
      state: (state) => this.emit(state),
    });
    const preferJpeg = spec.video.mode === 'jpeg';
    if (!preferJpeg) await this.video.offer(spec.tools.sound ? this.flags.sound : null);
    this.state.reset();
    await callPage(this.page, 'view.reset');

    this.emit('LOAD_BIKE');
    // The forced remap reloads the vehicle from scratch even where one is shown already.
    await callPage(this.page, 'view.load', this.state.scene(), needsForcedRemap(spec.variationCode));

    this.emit('LOAD_ENV');
    await callPage(this.page, 'view.setEnvironment', spec.saved.environment ?? 'studio');

    this.emit('LOAD_BASE');
    const baseStarted = Date.now();
    const lighting = spec.saved.lighting ?? spec.tools.lighting.min;
    await callPage(this.page, 'view.setLighting', lighting, lighting);
    await callPage(this.page, 'view.setPortrait', this.flags.portrait);
    void callPage(this.page, 'view.intro').catch(() => undefined);

    this.emit('LOAD_COLORS');
    this.state.setVariation(spec.variationCode);
    await this.showColors();

    this.emit('LOAD_PP');
    this.state.loadConfigurationParts();
    await this.showParts();

    await wait(Math.max(0, baseStarted + spec.baseLoadDelayMs - Date.now()));
    if (this.closed) return;
    this.emit('LOAD_VIDEO_SRC');
    await this.video.attach(preferJpeg);
    if (spec.saved.perspective) await callPage(this.page, 'view.perspective', spec.saved.perspective);
    if (this.closed) return;
    this.emit('INIT_DONE');
    this.markReady();
  }

  private showColors(): Promise<unknown> {
    return callPage(this.page, 'view.setColors', this.state.colorCode, this.state.xbowColors);
  }

  private showParts(): Promise<unknown> {
    return callPage(this.page, 'view.setParts', this.state.scene().parts);
  }

  private fromPage(json: string): void {
    let message: { type?: string; state?: string; candidate?: object };
    try {
      message = JSON.parse(json);
    } catch {
      return;
    }
    if (message.type === 'signal' && message.candidate)
      this.json({ type: 'signal', candidate: message.candidate });
    if (message.type === 'connection' && message.state) {
      this.video?.connectionState(message.state);
      if (message.state === 'failed' && this.video?.mode === 'webrtc')
        void this.video.useJpeg().catch(() => undefined);
    }
  }

  /** One message from the visitor (through the bff). */
  async receive(text: string): Promise<void> {
    if (this.closed) return;
    if (text.startsWith('{')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        this.json({ type: 'error', command: null, Message: 'the message is not valid JSON' });
        return;
      }
      const message = readClientMessage(parsed);
      if (!message) {
        this.json({ type: 'error', command: null, Message: 'the message is not one the stream takes' });
        return;
      }
      await this.receiveJson(message);
      return;
    }
    const parsed = parseStreamCommand(text, this.spec.tools);
    if (!parsed.ok) {
      this.json({ type: 'error', command: parsed.command, Message: parsed.message });
      return;
    }
    await this.ready;
    if (this.closed) return;
    try {
      await this.run(parsed.command);
      if (!this.closed) this.out.text(streamReply(parsed.command, this.sceneVersion));
    } catch (error) {
      this.json({ type: 'error', command: parsed.command.name, Message: errorMessage(error) });
    }
  }

  private async receiveJson(message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'input':
        if (this.handle) await callPage(this.page, 'view.input', message).catch(() => undefined);
        return;
      case 'signal':
        if (!this.video) return;
        if (message.description) await this.video.answer(message.description.sdp);
        else if (message.candidate) await this.video.candidate(message.candidate).catch(() => undefined);
        return;
      case 'video':
        await this.ready;
        await this.video?.useJpeg();
        return;
      case 'stop':
        this.finish('stopped', 'the stream was stopped', 1000);
        return;
    }
  }

  private async run(command: StreamCommand): Promise<void> {
    switch (command.name) {
      case 'confopt':
        this.state.applyOption(command);
        await Promise.all([this.showParts(), this.showColors()]);
        return;
      case 'confcam': {
        const ids = command.category === 'default' ? [] : this.state.partsIn(command.category);
        await callPage(this.page, ids.length ? 'view.lookAtParts' : 'view.home', ids);
        return;
      }
      case 'herolvl':
        this.state.setVariation(command.variationCode);
        await this.showColors();
        return;
      case 'envilvl':
        await callPage(this.page, 'view.setEnvironment', command.environment);
        return;
      case 'lightng':
        await callPage(this.page, 'view.setLighting', command.from, command.to);
        return;
      case 'daytime':
        await callPage(this.page, 'view.setDayTime', command.hour);
        return;
      case 'cinemat':
        await callPage(this.page, 'view.cinematic', command.id);
        return;
      case 'perspct':
        await callPage(this.page, 'view.perspective', command.id);
        return;
      case 'animatn':
        await callPage(this.page, 'view.animate', command.id);
        return;
      case 'tiltsft':
        await callPage(this.page, 'view.setTiltShift', command.on);
        return;
      case 'soundfx':
        this.flags.sound = command.on;
        await callPage(this.page, 'sound', command.on);
        return;
      case 'portrmd':
        this.flags.portrait = command.on;
        await callPage(this.page, 'view.setPortrait', command.on);
        return;
      case 'touchmd':
        this.flags.touch = command.on;
        return;
      case 'introin':
        this.flags.intro = true;
        return;
      case 'introgo':
        this.flags.intro = false;
        await callPage(this.page, 'view.intro');
        return;
      case 'uereset':
        this.state.reset();
        this.state.setVariation(this.spec.variationCode);
        await callPage(this.page, 'view.reset');
        await Promise.all([this.showParts(), this.showColors()]);
        return;
      case 'ueversn':
        return;
      case 'confcol':
        this.state.applyColor(command);
        // The rims' size changes the wheels themselves.
        await Promise.all([this.showColors(), this.showParts()]);
        return;
      default: {
        const unknown: never = command;
        throw new Error(`unknown command ${JSON.stringify(unknown)}`);
      }
    }
  }

  /** The browser under the session is gone. */
  lost(): void {
    this.fail('node-lost', 'the renderer of this stream stopped');
  }

  private fail(reason: string, message: string): void {
    if (this.closed) return;
    this.emit('BROKEN');
    this.finish(reason, message, 1011);
  }

  private finish(reason: string, message: string, code: number): void {
    if (this.closed) return;
    this.json({ type: 'ended', reason, Message: message });
    this.closed = true;
    this.markReady();
    this.out.end(reason, message, code);
    void this.close();
  }

  /** Frees the page (idempotent). */
  async close(): Promise<void> {
    this.closed = true;
    this.markReady();
    await this.video?.close();
    await this.handle?.close();
    this.handle = null;
  }
}
