import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeListening } from '../testing/nodeListening.js';
import { descendants } from '../testing/processTree.js';
import { testStill } from '../testing/stillSpecs.js';
import type { ListeningMessage } from './main.js';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const ENTRY = 'render-sim/src/node/main.ts';
/** The node from its TypeScript sources, as `node` runs it (no wrapper process in between). */
const NODE_ARGS = ['--import', 'tsx/esm', '--conditions=source', ENTRY];

const still = testStill({ modelId: 'PROCESS-TEST', width: 320, height: 180 });

/** Running: there and not a zombie (an exited process its new parent has not reaped yet). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return condition();
}

async function renderOnce(url: string): Promise<void> {
  const response = await fetch(`${url}/render`, {
    method: 'POST',
    body: JSON.stringify({ kind: 'still', spec: still }),
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

const started: number[] = [];

function track(child: ChildProcess): ChildProcess {
  if (child.pid) started.push(child.pid);
  return child;
}

/** Processes a test saw; a failed test must not leave them running. */
function watch(pids: number[]): number[] {
  started.push(...pids);
  return pids;
}

afterEach(() => {
  // Whatever a failed test left running: the processes it started or saw and all they started.
  for (const pid of started.splice(0).flatMap((p) => [...descendants(p), p])) {
    if (!running(pid)) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
});

async function startNode(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = track(
    spawn(process.execPath, NODE_ARGS, { cwd: repository, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }),
  );
  const { message, output } = await nodeListening(child);
  expect(message).toEqual({
    type: 'listening',
    url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    pid: child.pid,
  });
  return { child, url: message.url, output };
}

describe('the render node process', () => {
  it('prints where it listens, and closes Chromium on SIGTERM', async () => {
    const { child, url, output } = await startNode();
    expect(output()).toContain(`render node listening on ${url}`);
    await renderOnce(url);
    const browser = watch(descendants(child.pid as number));
    expect(browser.length).toBeGreaterThan(0);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(await waitUntil(() => browser.every((pid) => !running(pid)), 5000)).toBe(true);
  });

  it('takes its Chromium along when it is killed with SIGKILL', async () => {
    const { child, url } = await startNode();
    await renderOnce(url);
    const browser = watch(descendants(child.pid as number));
    expect(browser.length).toBeGreaterThan(0);
    child.kill('SIGKILL');
    expect(await waitUntil(() => browser.every((pid) => !running(pid)), 5000)).toBe(true);
  });

  it('exits with its Chromium when the parent that started it is killed with SIGKILL', async () => {
    // A parent that starts the node with an IPC channel and prints the node's URL and pid.
    const parentScript = `
      const { spawn } = require('node:child_process');
      const node = spawn(process.execPath, ${JSON.stringify(NODE_ARGS)}, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      node.on('message', (m) => { if (m.type === 'listening') console.log(JSON.stringify(m)); });
      setInterval(() => {}, 1000);
    `;
    const parent = track(
      spawn(process.execPath, ['-e', parentScript], {
        cwd: repository,
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    const [line] = (await once(parent.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
    const message = JSON.parse(line.toString()) as ListeningMessage;
    await renderOnce(message.url);
    const nodeAndBrowser = watch([message.pid, ...descendants(message.pid)]);
    expect(nodeAndBrowser.length).toBeGreaterThan(1);
    parent.kill('SIGKILL');
    expect(await waitUntil(() => nodeAndBrowser.every((pid) => !running(pid)), 8000)).toBe(true);
  });
});
