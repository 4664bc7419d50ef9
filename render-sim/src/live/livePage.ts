import { type SenderBitrate, type SenderConfig, StreamSender } from './streamSender.js';
import { StreamView } from './streamView.js';

/** A message from the page to the node: signalling and the connection's state. */
export type PageSignal =
  | { type: 'signal'; candidate: RTCIceCandidateInit }
  | { type: 'connection'; state: RTCPeerConnectionState };

declare global {
  var liveSignal: ((json: string) => void) | undefined;
}

/**
 * What the page offers a stream session, on `window.configuratorStream`: the live view's calls by
 * name (see StreamView) and the WebRTC sender's. The node calls them through `page.evaluate`.
 */
export function livePage() {
  let view: StreamView | null = null;
  let sender: StreamSender | null = null;
  const opened = (): StreamView => {
    if (!view) throw new Error('the live view is not open');
    return view;
  };
  const send = (message: object) => globalThis.liveSignal?.(JSON.stringify(message));
  return {
    open(width: number, height: number, fps: number): void {
      view ??= new StreamView(width, height, fps);
      view.start();
    },
    view: opened,
    offer(config: SenderConfig): Promise<RTCSessionDescriptionInit> {
      sender ??= new StreamSender(opened().canvas, send);
      return sender.offer(config);
    },
    answer(sdp: string, bitrate: SenderBitrate): Promise<void> {
      if (!sender) throw new Error('no offer was made');
      return sender.answer(sdp, bitrate);
    },
    candidate(candidate: RTCIceCandidateInit): Promise<void> {
      if (!sender) throw new Error('no offer was made');
      return sender.candidate(candidate);
    },
    sound(on: boolean): void {
      sender?.setSound(on);
    },
    /** Ends the WebRTC video (the session shows JPEG frames instead); the view goes on. */
    stopSending(): void {
      sender?.close();
    },
    async stats() {
      const v = opened();
      return {
        frames: v.frames,
        lastPaintMs: v.lastPaintMs,
        renderScale: v.renderScale,
        sender: sender ? await sender.stats() : null,
      };
    },
    close(): void {
      sender?.close();
      view?.stop();
    },
  };
}

export type LivePage = ReturnType<typeof livePage>;
