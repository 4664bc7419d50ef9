import { EngineSound } from './engineSound.js';

/** How the sender encodes, in kbit/s (spec section 9). */
export interface SenderBitrate {
  start: number;
  min: number;
  max: number;
}

export interface SenderConfig {
  iceServers: RTCIceServer[];
  bitrate: SenderBitrate;
  fps: number;
  /** The engine sound: null for a vehicle without sound, else whether it starts on. */
  sound?: boolean | null;
}

export interface SenderStats {
  state: RTCPeerConnectionState | 'none';
  /** What the sender may send now (the bandwidth estimate), kbit/s; null before it is known. */
  availableKbps: number | null;
  /** What it sent over the last measurement, kbit/s. */
  sentKbps: number;
  framesSent: number;
  frameWidth: number | null;
  frameHeight: number | null;
}

/**
 * Chromium reads its start, lowest and highest video bitrate from fmtp parameters of the remote
 * description: added to every video codec of the answer, they hold the spec's bitrates from the
 * first second instead of the bandwidth estimate's slow start.
 */
export function withBitrates(sdp: string, bitrate: SenderBitrate): string {
  const lines = sdp.split('\r\n');
  const params = `x-google-start-bitrate=${bitrate.start};x-google-min-bitrate=${bitrate.min};x-google-max-bitrate=${bitrate.max}`;
  const out: string[] = [];
  let video = false;
  const withFmtp = new Set<string>();
  for (const line of lines) {
    if (line.startsWith('m=')) video = line.startsWith('m=video');
    const fmtp = /^a=fmtp:(\d+) (.*)$/.exec(line);
    if (video && fmtp && !/apt=/.test(fmtp[2] ?? '')) {
      withFmtp.add(fmtp[1] ?? '');
      out.push(`${line};${params}`);
      continue;
    }
    out.push(line);
  }
  // Codecs without an fmtp line (VP8) get one after their rtpmap.
  const result: string[] = [];
  video = false;
  for (const line of out) {
    if (line.startsWith('m=')) video = line.startsWith('m=video');
    result.push(line);
    const rtpmap = /^a=rtpmap:(\d+) (VP8|VP9|H264|AV1)\//.exec(line);
    if (video && rtpmap && !withFmtp.has(rtpmap[1] ?? '')) result.push(`a=fmtp:${rtpmap[1]} ${params}`);
  }
  return result.join('\r\n');
}

/**
 * The page's side of the WebRTC video: the live view's canvas as a video track on a peer
 * connection. Signalling leaves through `signal` (the node relays it to the visitor).
 */
export class StreamSender {
  private connection: RTCPeerConnection | null = null;
  private sender: RTCRtpSender | null = null;
  private lastBytes = { at: 0, bytes: 0 };
  private sound: EngineSound | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly signal: (message: object) => void,
  ) {}

  /** Opens the connection and answers the offer to send to the visitor. */
  async offer(config: SenderConfig): Promise<RTCSessionDescriptionInit> {
    this.close();
    const connection = new RTCPeerConnection({ iceServers: config.iceServers });
    this.connection = connection;
    const stream = this.canvas.captureStream(config.fps);
    const track = stream.getVideoTracks()[0];
    if (!track) throw new Error('the canvas gives no video track');
    track.contentHint = 'detail';
    this.sender = connection.addTrack(track, stream);
    if (typeof config.sound === 'boolean') {
      try {
        this.sound = new EngineSound(config.sound);
        connection.addTrack(this.sound.track, stream);
      } catch {
        // No audio here: the video goes alone.
        this.sound = null;
      }
    }
    connection.onicecandidate = (event) => {
      if (event.candidate) this.signal({ type: 'signal', candidate: event.candidate.toJSON() });
    };
    connection.onconnectionstatechange = () =>
      this.signal({ type: 'connection', state: connection.connectionState });
    const parameters = this.sender.getParameters();
    parameters.degradationPreference = 'maintain-framerate';
    for (const encoding of parameters.encodings ?? []) {
      encoding.maxBitrate = config.bitrate.max * 1000;
      encoding.maxFramerate = config.fps;
    }
    await this.sender.setParameters(parameters).catch(() => undefined);
    const offer = await connection.createOffer();
    await connection.setLocalDescription(offer);
    return { type: 'offer', sdp: offer.sdp ?? '' };
  }

  async answer(sdp: string, bitrate: SenderBitrate): Promise<void> {
    if (!this.connection) throw new Error('no offer was made');
    await this.connection.setRemoteDescription({ type: 'answer', sdp: withBitrates(sdp, bitrate) });
  }

  async candidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (!this.connection) throw new Error('no offer was made');
    await this.connection.addIceCandidate(candidate);
  }

  async stats(): Promise<SenderStats> {
    const connection = this.connection;
    const none: SenderStats = {
      state: 'none',
      availableKbps: null,
      sentKbps: 0,
      framesSent: 0,
      frameWidth: null,
      frameHeight: null,
    };
    if (!connection) return none;
    const report = await connection.getStats();
    const stats = { ...none, state: connection.connectionState };
    let bytes = 0;
    report.forEach((entry: Record<string, unknown>) => {
      if (entry.type === 'outbound-rtp' && entry.kind === 'video') {
        bytes = Number(entry.bytesSent ?? 0);
        stats.framesSent = Number(entry.framesSent ?? 0);
        stats.frameWidth = typeof entry.frameWidth === 'number' ? entry.frameWidth : null;
        stats.frameHeight = typeof entry.frameHeight === 'number' ? entry.frameHeight : null;
      }
      if (
        entry.type === 'candidate-pair' &&
        entry.nominated &&
        typeof entry.availableOutgoingBitrate === 'number'
      ) {
        stats.availableKbps = Math.round(entry.availableOutgoingBitrate / 1000);
      }
    });
    const now = performance.now();
    const seconds = (now - this.lastBytes.at) / 1000;
    if (this.lastBytes.at > 0 && seconds > 0) {
      stats.sentKbps = Math.round(((bytes - this.lastBytes.bytes) * 8) / 1000 / seconds);
    }
    this.lastBytes = { at: now, bytes };
    return stats;
  }

  /** `soundfx`: the engine sound on or off. */
  setSound(on: boolean): void {
    this.sound?.set(on);
  }

  close(): void {
    this.sound?.close();
    this.sound = null;
    this.connection?.close();
    this.connection = null;
    this.sender = null;
  }
}
