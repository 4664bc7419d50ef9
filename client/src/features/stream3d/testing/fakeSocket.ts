/**
 * A WebSocket stand-in for the stream's unit tests: it records what the page sends and lets a test
 * play the server's messages. Installed as `globalThis.WebSocket` by `installFakeSocket`.
 */
export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static last: FakeSocket | null = null;

  readyState = FakeSocket.OPEN;
  binaryType = 'blob';
  readonly sent: string[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closedWith: number | null = null;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.last = this;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.serverCloses(code, '');
  }

  /** A message of the server: text as is, objects as JSON. */
  receive(message: string | object): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  serverCloses(code: number, reason: string): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason });
  }

  /** The JSON messages sent, parsed. */
  json(): Record<string, unknown>[] {
    return this.sent.filter((text) => text.startsWith('{')).map((text) => JSON.parse(text));
  }
}

export function installFakeSocket(): () => void {
  const original = globalThis.WebSocket;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  return () => {
    globalThis.WebSocket = original;
    FakeSocket.last = null;
  };
}
