import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, installFakeSocket } from '../testing/fakeSocket.js';
import { StreamSession, streamUrl } from './streamSession.js';

const OPTIONS = {
  configurationId: 'c0ffee00-0000-4000-8000-0000000000aa',
  culture: 'de-AT',
  token: 'abc.def.ghi',
  mobile: true,
  portrait: false,
  touch: true,
  video: 'jpeg' as const,
};

describe('the stream session', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installFakeSocket();
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
  });

  it('opens the protocol address with every query field, the token as subprotocol', () => {
    const url = streamUrl('https://shop.example:8443', OPTIONS);
    expect(url).toBe(
      'wss://shop.example:8443/api/posconfigurator/stream?configurationId=c0ffee00-0000-4000-8000-0000000000aa&c=de-AT&mobile=1&portrait=0&touch=1&video=jpeg',
    );
    expect(streamUrl('http://localhost:3311', { ...OPTIONS, video: 'webrtc' })).toMatch(
      /^ws:\/\/localhost:3311\/.*video=webrtc$/,
    );
    new StreamSession(url, OPTIONS.token, {});
    expect(FakeSocket.last?.protocols).toEqual(['configurator-stream', 'bearer.abc.def.ghi']);
  });

  it('reports states in order, the queue and the inactivity prompt', () => {
    const states: string[] = [];
    const queue = vi.fn();
    const inactive = vi.fn();
    new StreamSession('ws://x/', 't', { state: (s) => states.push(s), queue, inactive });
    const socket = FakeSocket.last as FakeSocket;
    socket.receive({
      type: 'busy',
      Message: 'Sorry. Right now all our 3D feeds are busy.',
      position: 2,
      estimateSeconds: 90,
    });
    socket.receive({ type: 'queue', position: 1, estimateSeconds: 30 });
    for (const state of ['ACCEPTING', 'INITIALIZING', 'LOAD_BIKE', 'NOT_A_STATE', 'INIT_DONE']) {
      socket.receive({ type: 'state', state });
    }
    socket.receive({ type: 'inactive', seconds: 120 });
    expect(queue.mock.calls).toEqual([
      [{ position: 2, estimateSeconds: 90, message: 'Sorry. Right now all our 3D feeds are busy.' }],
      [{ position: 1, estimateSeconds: 30 }],
    ]);
    expect(states).toEqual(['ACCEPTING', 'INITIALIZING', 'LOAD_BIKE', 'INIT_DONE']);
    expect(inactive).toHaveBeenCalledWith(120);
  });

  it('answers each command with its own reply, in order, and null for a refused one', async () => {
    const error = vi.fn();
    const session = new StreamSession('ws://x/', 't', { error });
    const socket = FakeSocket.last as FakeSocket;
    const first = session.command('confopt EXHAUST pp_slip_on');
    const second = session.command('envilvl alpine');
    const refused = session.command('lightng 12 30');
    expect(socket.sent).toEqual(['confopt EXHAUST pp_slip_on', 'envilvl alpine', 'lightng 12 30']);
    socket.receive('envilvl done');
    socket.receive('confopt done');
    socket.receive({ type: 'error', command: 'lightng', Message: 'lightng: 30 is outside 12..22' });
    expect(await first).toBe('confopt done');
    expect(await second).toBe('envilvl done');
    expect(await refused).toBeNull();
    expect(error).toHaveBeenCalledWith('lightng: 30 is outside 12..22', 'lightng');
  });

  it('gives up on a reply after the wait, and answers null once the socket is closed', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = new StreamSession('ws://x/', 't', {});
    const camera = session.command('confcam EXHAUST', 2500);
    vi.advanceTimersByTime(2500);
    expect(await camera).toBeNull();
    expect(warn).toHaveBeenCalled();
    (FakeSocket.last as FakeSocket).serverCloses(1011, '');
    expect(await session.command('envilvl alpine')).toBeNull();
    warn.mockRestore();
  });

  it('sends input, activity, the bitrate and stop as the protocol JSON', () => {
    vi.useFakeTimers();
    const session = new StreamSession('ws://x/', 't', {});
    const socket = FakeSocket.last as FakeSocket;
    session.input({ kind: 'rotate', dx: 12, dy: -3 });
    session.input({ kind: 'zoom', delta: 1.5 });
    session.input({ kind: 'focus', x: 0.25, y: 0.5 });
    session.active();
    session.reportBitrate(2800);
    session.stop();
    expect(socket.json()).toEqual([
      { type: 'input', kind: 'rotate', dx: 12, dy: -3 },
      { type: 'input', kind: 'zoom', delta: 1.5 },
      { type: 'input', kind: 'focus', x: 0.25, y: 0.5 },
      { type: 'active' },
      { type: 'bitrate', kbps: 2800 },
      { type: 'stop' },
    ]);
    vi.advanceTimersByTime(200);
    expect(socket.closedWith).toBe(1000);
  });

  it('ends with the server reason, or as a lost connection without one', () => {
    const ended = vi.fn();
    new StreamSession('ws://x/', 't', { ended });
    let socket = FakeSocket.last as FakeSocket;
    socket.receive({ type: 'ended', reason: 'inactive', Message: 'You have been inactive for too long.' });
    socket.serverCloses(1000, '');
    expect(ended).toHaveBeenLastCalledWith({
      reason: 'inactive',
      message: 'You have been inactive for too long.',
    });
    new StreamSession('ws://x/', 't', { ended });
    socket = FakeSocket.last as FakeSocket;
    socket.serverCloses(1006, '');
    expect(ended).toHaveBeenLastCalledWith({ reason: 'connection-lost', message: '' });
  });

  it('switches to JPEG frames when the server says so', () => {
    const video = vi.fn();
    new StreamSession('ws://x/', 't', { video });
    (FakeSocket.last as FakeSocket).receive({ type: 'video', mode: 'jpeg', width: 960, height: 540 });
    expect(video).toHaveBeenCalledWith('jpeg', null);
  });
});
