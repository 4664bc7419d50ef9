import { isStreamState, type StreamState } from '@configurator/domain/stream/streamStates';

/** How the visitor's device shows the stream: the start query of the socket. */
export interface StreamOpenOptions {
  configurationId: string;
  culture: string;
  token: string;
  mobile: boolean;
  portrait: boolean;
  touch: boolean;
  video: 'webrtc' | 'jpeg';
}

export interface StreamQueue {
  position: number;
  estimateSeconds: number;
}

export interface StreamEnd {
  reason: string;
  message: string;
}

/** What the session tells the screen; every callback is optional. */
export interface StreamSessionEvents {
  state(state: StreamState): void;
  /** All feeds are busy (`busy`), or the queue moved (`queue`). */
  queue(queue: StreamQueue & { message?: string }): void;
  /** The video is attached: the remote stream (WebRTC) or null (JPEG frames follow). */
  video(mode: 'webrtc' | 'jpeg', stream: MediaStream | null): void;
  /** A JPEG frame of the fallback, decoded. */
  frame(bitmap: ImageBitmap): void;
  /** No input for a while: the server asks whether the visitor is still there. */
  inactive(seconds: number): void;
  bitrate(kbps: number): void;
  /** A refused command or message. */
  error(message: string, command: string | null): void;
  /** The session is over (the socket closed after `ended`, or without it). */
  ended(end: StreamEnd): void;
}

interface PendingReply {
  name: string;
  resolve(reply: string | null): void;
  timer: ReturnType<typeof setTimeout>;
}

/** How long a command waits for its reply before it counts as unanswered (camera moves: 2500 ms). */
const REPLY_WAIT_MS = 10_000;

export function streamUrl(origin: string, options: StreamOpenOptions): string {
  const base = new URL('/api/posconfigurator/stream', origin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const flag = (value: boolean) => (value ? '1' : '0');
  base.search = new URLSearchParams({
    configurationId: options.configurationId,
    c: options.culture,
    mobile: flag(options.mobile),
    portrait: flag(options.portrait),
    touch: flag(options.touch),
    video: options.video,
  }).toString();
  return base.toString();
}

/**
 * One visitor's 3D stream: the websocket with the token as subprotocol, the WebRTC answer (or JPEG
 * frames over the socket), the commands and their replies in order, input, and the session's end.
 */
export class StreamSession {
  private readonly socket: WebSocket;
  private peer: RTCPeerConnection | null = null;
  private iceServers: RTCIceServer[] = [];
  private signalling: Promise<void> = Promise.resolve();
  private decoding: Promise<void> = Promise.resolve();
  private readonly pending: PendingReply[] = [];
  private endedWith: StreamEnd | null = null;
  private closedByUs = false;

  constructor(
    url: string,
    token: string,
    private readonly events: Partial<StreamSessionEvents>,
  ) {
    this.socket = new WebSocket(url, ['configurator-stream', `bearer.${token}`]);
    this.socket.binaryType = 'blob';
    this.socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.onText(event.data);
      else this.onFrame(event.data as Blob);
    };
    this.socket.onerror = () => console.warn('3D stream: the connection to the renderer failed');
    this.socket.onclose = (event) => this.onClose(event.code, event.reason);
  }

  /** Sends a plain-text command and answers its reply (`herolvl done`), or null when none came. */
  command(text: string, waitMs = REPLY_WAIT_MS): Promise<string | null> {
    if (this.socket.readyState !== WebSocket.OPEN) return Promise.resolve(null);
    const name = text.split(' ')[0] ?? text;
    return new Promise((resolve) => {
      const entry: PendingReply = {
        name,
        resolve,
        timer: setTimeout(() => {
          this.settle(entry, null);
          if (name === 'confcam') console.warn('3D stream: no camera reply within', waitMs, 'ms');
        }, waitMs),
      };
      this.pending.push(entry);
      this.socket.send(text);
    });
  }

  input(
    message:
      | { kind: 'rotate'; dx: number; dy: number }
      | { kind: 'zoom'; delta: number }
      | {
          kind: 'focus';
          x: number;
          y: number;
        },
  ): void {
    this.json({ type: 'input', ...message });
  }

  /** The answer to the inactivity prompt: the visitor is here. */
  active(): void {
    this.json({ type: 'active' });
  }

  reportBitrate(kbps: number): void {
    this.json({ type: 'bitrate', kbps });
  }

  /** Ends the session on the server (`stop`), then closes the socket. */
  stop(): void {
    this.closedByUs = true;
    this.json({ type: 'stop' });
    this.release();
    setTimeout(() => this.socket.close(1000), 200);
  }

  get ended(): StreamEnd | null {
    return this.endedWith;
  }

  private json(message: object): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private settle(entry: PendingReply, reply: string | null): void {
    const index = this.pending.indexOf(entry);
    if (index < 0) return;
    this.pending.splice(index, 1);
    clearTimeout(entry.timer);
    entry.resolve(reply);
  }

  /** A reply settles the oldest command of its name (replies come in the order of the commands). */
  private onReply(text: string): void {
    const name = text.split(' ')[0];
    const entry = this.pending.find((candidate) => candidate.name === name);
    if (entry) this.settle(entry, text);
  }

  private onText(text: string): void {
    if (!text.startsWith('{')) {
      this.onReply(text);
      return;
    }
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    const number = (key: string) => (typeof message[key] === 'number' ? (message[key] as number) : 0);
    switch (message.type) {
      case 'state':
        if (typeof message.state === 'string' && isStreamState(message.state))
          this.events.state?.(message.state);
        break;
      case 'busy':
      case 'queue':
        this.events.queue?.({
          position: number('position'),
          estimateSeconds: number('estimateSeconds'),
          ...(typeof message.Message === 'string' ? { message: message.Message } : {}),
        });
        break;
      case 'config':
        this.iceServers = Array.isArray(message.iceServers) ? (message.iceServers as RTCIceServer[]) : [];
        break;
      case 'signal':
        this.onSignal(message);
        break;
      case 'video':
        if (message.mode === 'jpeg') {
          this.closePeer();
          this.events.video?.('jpeg', null);
        }
        break;
      case 'bitrate':
        this.events.bitrate?.(number('kbps'));
        break;
      case 'inactive':
        this.events.inactive?.(number('seconds'));
        break;
      case 'error': {
        const command = typeof message.command === 'string' ? message.command : null;
        const entry = command ? this.pending.find((candidate) => candidate.name === command) : undefined;
        if (entry) this.settle(entry, null);
        this.events.error?.(String(message.Message ?? ''), command);
        break;
      }
      case 'ended':
        this.endedWith = {
          reason: String(message.reason ?? 'ended'),
          message: String(message.Message ?? ''),
        };
        break;
    }
  }

  private onSignal(message: Record<string, unknown>): void {
    this.signalling = this.signalling
      .then(async () => {
        const description = message.description as RTCSessionDescriptionInit | undefined;
        if (description?.type === 'offer') {
          this.closePeer();
          const peer = new RTCPeerConnection({ iceServers: this.iceServers });
          this.peer = peer;
          peer.onicecandidate = (event) => {
            if (event.candidate) this.json({ type: 'signal', candidate: event.candidate.toJSON() });
          };
          peer.ontrack = (event) => {
            if (event.track.kind !== 'video') return;
            this.events.video?.('webrtc', event.streams[0] ?? new MediaStream([event.track]));
          };
          await peer.setRemoteDescription(description);
          const answer = await peer.createAnswer();
          await peer.setLocalDescription(answer);
          this.json({ type: 'signal', description: { type: 'answer', sdp: answer.sdp } });
        } else if (message.candidate && this.peer) {
          await this.peer.addIceCandidate(message.candidate as RTCIceCandidateInit);
        }
      })
      .catch((error: unknown) => console.warn('3D stream: signalling failed', error));
  }

  private onFrame(data: Blob): void {
    this.decoding = this.decoding
      .then(() => createImageBitmap(data))
      .then((bitmap) => this.events.frame?.(bitmap))
      .catch(() => undefined);
  }

  private onClose(code: number, reason: string): void {
    this.release();
    const end =
      this.endedWith ??
      (this.closedByUs
        ? { reason: 'stopped', message: '' }
        : { reason: code === 1000 ? 'closed' : 'connection-lost', message: reason });
    this.endedWith = end;
    this.events.ended?.(end);
  }

  private release(): void {
    for (const entry of [...this.pending]) this.settle(entry, null);
    this.closePeer();
  }

  private closePeer(): void {
    this.peer?.close();
    this.peer = null;
  }
}
