import { STREAM_START_STATES } from '@configurator/domain/stream/streamStates';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $engineReady,
  $openPanel,
  $streamState,
  $userDidTimeoutInStream,
  $userInactive,
  sendStreamCommand,
} from '../../../stores/streamStore.js';
import { FakeSocket, installFakeSocket } from '../testing/fakeSocket.js';
import {
  $brokenAt,
  $inactivePrompt,
  $streamEnd,
  $streamQueue,
  confirmActive,
  sendInput,
  startStream,
  stopStream,
} from './stream3dStore.js';

const OPTIONS = {
  configurationId: 'c0ffee00-0000-4000-8000-0000000000aa',
  culture: 'en-GB',
  token: 'token-1',
  mobile: false,
  portrait: false,
  touch: false,
  video: 'webrtc' as const,
};

function socket(): FakeSocket {
  if (!FakeSocket.last) throw new Error('no socket opened');
  return FakeSocket.last;
}

describe('the 3D screen stream state', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installFakeSocket();
    startStream(OPTIONS, 'http://localhost:3000');
  });
  afterEach(() => {
    stopStream();
    uninstall();
    vi.useRealTimers();
  });

  it('is ready at INIT_DONE only, and no longer after INITIALIZING or BROKEN', () => {
    for (const state of STREAM_START_STATES.filter((name) => name !== 'INIT_DONE')) {
      socket().receive({ type: 'state', state });
      expect($engineReady.value).toBe(false);
    }
    socket().receive({ type: 'state', state: 'INIT_DONE' });
    expect($engineReady.value).toBe(true);
    socket().receive({ type: 'state', state: 'BROKEN' });
    expect($engineReady.value).toBe(false);
    expect($brokenAt.value).not.toBeNull();
  });

  it('shows the queue while every feed is busy and forgets it once a feed starts', () => {
    socket().receive({ type: 'busy', Message: 'busy', position: 2, estimateSeconds: 60 });
    expect($streamQueue.value).toEqual({ position: 2, estimateSeconds: 60, message: 'busy' });
    socket().receive({ type: 'queue', position: 1, estimateSeconds: 20 });
    expect($streamQueue.value?.position).toBe(1);
    socket().receive({ type: 'state', state: 'ACCEPTING' });
    expect($streamQueue.value?.position).toBe(1);
    socket().receive({ type: 'state', state: 'INITIALIZING' });
    expect($streamQueue.value).toBeNull();
  });

  it('prompts after the idle time, closes the panels, and OK or input tells the server', () => {
    socket().receive({ type: 'state', state: 'INIT_DONE' });
    $openPanel.value = 'tools';
    socket().receive({ type: 'inactive', seconds: 120 });
    expect($inactivePrompt.value?.seconds).toBe(120);
    expect($userInactive.value).toBe(true);
    expect($openPanel.value).toBeNull();
    confirmActive('token-1');
    expect($inactivePrompt.value).toBeNull();
    expect(socket().json().at(-1)).toEqual({ type: 'active' });
    socket().receive({ type: 'inactive', seconds: 120 });
    sendInput({ kind: 'rotate', dx: 5, dy: 0 });
    expect($userInactive.value).toBe(false);
  });

  it('marks the time-out when the server stops an idle stream, and OK starts a new one', () => {
    const first = socket();
    first.receive({ type: 'ended', reason: 'inactive', Message: 'You have been inactive for too long.' });
    first.serverCloses(1000, '');
    expect($userDidTimeoutInStream.value).toBe(true);
    expect($streamEnd.value?.reason).toBe('inactive');
    confirmActive('token-2');
    expect(socket()).not.toBe(first);
    expect(socket().protocols).toContain('bearer.token-2');
    expect($userDidTimeoutInStream.value).toBe(false);
  });

  it('shows the renderer as broken when its node is lost', () => {
    socket().receive({ type: 'state', state: 'INIT_DONE' });
    socket().receive({ type: 'ended', reason: 'node-lost', Message: 'lost' });
    socket().serverCloses(1011, '');
    expect($streamState.value).toBe('BROKEN');
    expect($engineReady.value).toBe(false);
    expect($userDidTimeoutInStream.value).toBe(false);
  });

  it('routes the features’ commands to the running session, and none after it stopped', async () => {
    const reply = sendStreamCommand('soundfx off');
    expect(socket().sent).toContain('soundfx off');
    socket().receive('soundfx done');
    expect(await reply).toBe('soundfx done');
    stopStream();
    expect(await sendStreamCommand('soundfx on')).toBeNull();
  });
});
