import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startStubRenderNode } from '../testing/stubRenderNode.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';

interface RenderStatus {
  Nodes: { Url: string; Capacity: number; SceneVersion: string }[];
  Queue: { Queued: number; Running: number; Rendered: number; Retried: number; Failed: number };
  Models: { ModelId: string; Done: number; Total: number }[];
  Done: number;
  Total: number;
}

// What the status reports, not storage, is the subject here: PGlite alone (the render tables run on
// both databases in bff/src/render).
describe.each(testDatabases({ TEST_DATABASES: 'pglite' }))('render status on $name', (db) => {
  let cacheDir: string;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'render-status-'));
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });

  async function appWith(env: NodeJS.ProcessEnv): Promise<TestApp> {
    const t = await startTestApp(db, { RENDER_CACHE_DIR: join(cacheDir, crypto.randomUUID()), ...env });
    closers.push(() => t.close());
    return t;
  }

  async function status(t: TestApp): Promise<RenderStatus> {
    const answer = await t.app.inject({ url: '/api/render/status' });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  /** Asks for the layout of a new configuration's first picture: its studio and its vehicle. */
  async function showStockPicture(t: TestApp): Promise<void> {
    const client = new ConfigurationClient(t.app);
    const modelId = (await client.vehicles())[0]?.ModelId as string;
    const created = await client.create(modelId);
    const layout = await t.app.inject({
      url: (created.FullImages[0]?.Url ?? '').replace('/images/', '/images-fe/'),
    });
    expect(layout.statusCode, layout.body).toBe(200);
  }

  it('lists the local render node once it has rendered, with the jobs it did', async () => {
    const t = await appWith({});
    const idle = await status(t);
    // The local node starts on the first render.
    expect(idle.Nodes).toEqual([]);
    expect(idle.Queue).toEqual({ Queued: 0, Running: 0, Rendered: 0, Retried: 0, Failed: 0 });
    await showStockPicture(t);
    const local = await t.app.renderNodes.localNode();
    expect(local?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const busy = await status(t);
    expect(Object.keys(busy).sort()).toEqual(['Done', 'Models', 'Nodes', 'Queue', 'Total']);
    expect(busy.Nodes).toEqual([
      { Url: local?.url, Capacity: expect.any(Number), SceneVersion: expect.any(String) },
    ]);
    expect(busy.Nodes[0]?.Capacity).toBeGreaterThanOrEqual(1);
    expect(busy.Nodes[0]?.SceneVersion.length).toBeGreaterThan(0);
    expect(busy.Queue).toEqual({ Queued: 0, Running: 0, Rendered: 2, Retried: 0, Failed: 0 });
    // Without the warm-up there is no plan to report progress on.
    expect(busy).toMatchObject({ Models: [], Done: 0, Total: 0 });
  });

  it('lists the nodes of RENDER_NODES as they answer, and leaves out one that stops answering', async () => {
    const node = await startStubRenderNode('status-scene');
    let stopped = false;
    closers.push(async () => {
      if (!stopped) await node.close();
    });
    const t = await appWith({ RENDER_LOCAL_NODE: 'false', RENDER_NODES: node.url });
    await t.app.renderNodes.live();
    const deadline = Date.now() + 5000;
    let listed = await status(t);
    while (listed.Nodes.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      listed = await status(t);
    }
    expect(listed.Nodes).toEqual([{ Url: node.url, Capacity: 4, SceneVersion: 'status-scene' }]);
    await showStockPicture(t);
    expect((await status(t)).Queue.Rendered).toBe(2);
    expect(node.jobs).toHaveLength(2);

    await node.close();
    stopped = true;
    let gone = await status(t);
    while (gone.Nodes.length > 0 && Date.now() < deadline + 5000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      gone = await status(t);
    }
    expect(gone.Nodes).toEqual([]);
  });
});
