import { Worker } from 'node:worker_threads';

/**
 * The plain page (GET /main) asked for a few times a second during the load, each request on its
 * own whatever the others take, from a thread of its own: the visitors' thread parses every answer
 * of a hundred visitors, and a page timed there waited for that thread too (its own event loop,
 * not the server's answer). A real visitor's page request comes from a browser of its own.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, everyMs } = workerData;
const latencies = [];
const errors = [];
const pending = new Set();
async function probe() {
  const from = performance.now();
  try {
    const response = await fetch(base + '/main', { signal: AbortSignal.timeout(60000) });
    const html = await response.text();
    latencies.push(performance.now() - from);
    if (response.status !== 200 || !html.includes('<div id="root">')) errors.push('GET /main: ' + response.status);
  } catch (error) {
    latencies.push(performance.now() - from);
    errors.push('GET /main: ' + String(error));
  }
}
let timer;
// One untimed request first: the thread's HTTP client loads on its first use.
fetch(base + '/main').then((response) => response.text()).catch(() => undefined).then(() => {
  timer = setInterval(() => {
    const request = probe().finally(() => pending.delete(request));
    pending.add(request);
  }, everyMs);
  parentPort.postMessage('ready');
});
parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all(pending);
  parentPort.postMessage({ latencies, errors });
});
`;

export interface PageProbes {
  /** Latencies of the page, in milliseconds. */
  latencies: number[];
  errors: string[];
}

/** Starts the prober; the function it resolves to stops it and gives what it measured. */
export async function startPageProber(base: string, everyMs = 250): Promise<() => Promise<PageProbes>> {
  const worker = new Worker(PROBER, { eval: true, workerData: { base, everyMs } });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  failed.catch(() => undefined);
  await Promise.race([new Promise((resolve) => worker.once('message', resolve)), failed]);
  return async () => {
    const result = new Promise<PageProbes>((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    try {
      return await Promise.race([result, failed]);
    } finally {
      await worker.terminate();
    }
  };
}
