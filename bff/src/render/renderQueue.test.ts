import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryRows } from '@configurator/migrations/db/database';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { type StubRenderNode, startStubRenderNode } from '../testing/stubRenderNode.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import type { RenderJob } from './renderClient.js';
import { renderKey } from './renderKey.js';

interface Layout {
  Layers: { Name: string; ZIndex: number; Url: string }[];
}

const layoutUrl = (fullImage: string) => fullImage.replace('/images/', '/images-fe/');

describe.each(testDatabases())('render queue on $name', (db) => {
  let cacheDir: string;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'render-queue-'));
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });

  async function appWith(env: NodeJS.ProcessEnv): Promise<TestApp> {
    const t = await startTestApp(db, {
      RENDER_CACHE_DIR: join(cacheDir, crypto.randomUUID()),
      RENDER_LOCAL_NODE: 'false',
      ...env,
    });
    closers.push(() => t.close());
    return t;
  }

  /** Another server process on the same database, as behind a load balancer. */
  async function anotherServer(t: TestApp, env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        RENDER_LOCAL_NODE: 'false',
        RENDER_WARM_UP: 'false',
        PREPARE_CLIPS: 'false',
        RENDER_CACHE_DIR: join(cacheDir, crypto.randomUUID()),
        ...env,
      }),
      { database: t.database },
    );
    await app.ready();
    closers.push(() => app.close());
    return app;
  }

  async function stubNode(): Promise<StubRenderNode> {
    const node = await startStubRenderNode();
    closers.push(() => node.close());
    return node;
  }

  async function firstModel(client: ConfigurationClient): Promise<string> {
    return (await client.vehicles()).find((v) => v.Name.includes('DUKE'))?.ModelId as string;
  }

  it('answers 503 with Retry-After at once when no render node is up', async () => {
    const t = await appWith({ RENDER_NODES: '' });
    const client = new ConfigurationClient(t.app);
    const created = await client.create(await firstModel(client));
    const started = Date.now();
    const answer = await t.app.inject({ url: layoutUrl(created.FullImages[0]?.Url as string) });
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json().Message).toMatch(/no render node is up/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 503 when the only node stops answering, not a hang', async () => {
    const node = await stubNode();
    const t = await appWith({ RENDER_NODES: node.url, RENDER_WAIT_MS: '1500' });
    const client = new ConfigurationClient(t.app);
    const created = await client.create(await firstModel(client));
    await node.close();
    await t.app.renderNodes.live();
    const answer = await t.app.inject({ url: layoutUrl(created.FullImages[0]?.Url as string) });
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers['retry-after']).toBeDefined();
  });

  it('renders each layer once however many visitors ask for it at once', async () => {
    const node = await stubNode();
    const t = await appWith({ RENDER_NODES: node.url });
    const client = new ConfigurationClient(t.app);
    const created = await client.create(await firstModel(client));
    const url = layoutUrl(created.FullImages[0]?.Url as string);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ url })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const layout = answers[0]?.json() as Layout;
    expect(layout.Layers.map((l) => l.Name)).toEqual(['background', 'base']);
    expect(node.jobs).toHaveLength(2);
    for (const layer of layout.Layers) {
      const image = await t.app.inject({ url: layer.Url });
      expect(image.statusCode, image.body).toBe(200);
      expect(image.headers['cache-control']).toContain('immutable');
      expect(image.headers.etag).toBeDefined();
    }
    expect(node.jobs).toHaveLength(2);
  });

  /**
   * A layout rendered once, then one of its layer's jobs queued again as a request's insert leaves
   * it when it meets the render's delete on the PostgreSQL server (the insert's look for a result
   * came before the result was stored, its conflict check after the job was deleted).
   */
  async function layerQueuedAgain() {
    const node = await stubNode();
    const t = await appWith({ RENDER_NODES: node.url, RENDER_WARM_UP: 'false' });
    const client = new ConfigurationClient(t.app);
    const created = await client.create(await firstModel(client));
    const url = layoutUrl(created.FullImages[0]?.Url as string);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect(node.jobs).toHaveLength(2);
    const database = t.database.db;
    const [rendered] = await queryRows<{ key: string }>(
      database,
      sql`select key from render_results limit 1`,
    );
    const key = rendered?.key as string;
    await database.execute(sql`insert into render_jobs (key, job, priority, model_id, state)
      values (${key}, ${JSON.stringify(node.jobs[0])}::jsonb, 0, null, 'queued')`);
    /** The jobs still listed once the dispatcher had a moment to look at them (it runs on its own too). */
    const jobsLeft = async () => {
      const listed = () => queryRows(database, sql`select key, state from render_jobs`);
      for (let tries = 0; tries < 50 && (await listed()).length > 0; tries++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return listed();
    };
    return { t, node, url, key, jobsLeft };
  }

  it('drops a job queued again for a layer already rendered, without rendering it twice', async () => {
    const { t, node, jobsLeft } = await layerQueuedAgain();
    await t.app.renderQueue.pump();
    expect(await jobsLeft()).toEqual([]);
    expect(node.jobs).toHaveLength(2);
    expect(t.app.renderQueue.counters().failed).toBe(0);
  });

  it('answers a request whose layer was rendered while its job went in, and takes that job away', async () => {
    const { t, node, key, jobsLeft } = await layerQueuedAgain();
    // The request looked before the result was stored: the first look finds nothing.
    const results = t.app.renderResults;
    const find = results.find.bind(results);
    let looks = 0;
    results.find = async (asked: string) => (asked === key && looks++ === 0 ? null : find(asked));
    const version = (await t.app.renderNodes.sceneVersion()) as string;
    const layer = await t.app.renderQueue.get({ job: node.jobs[0] as RenderJob, modelId: null });
    expect(renderKey(version, node.jobs[0] as RenderJob)).toBe(key);
    expect(looks).toBe(2);
    expect(layer.cached).toBe(false);
    expect(await jobsLeft()).toEqual([]);
    expect(node.jobs).toHaveLength(2);
  });

  it('hands a job that a dying node held to another node', async () => {
    const healthy = await stubNode();
    // A node that answers its health and then dies on every render it is sent.
    let dyingRenders = 0;
    const dying = createServer((request, response) => {
      if (request.url === '/healthz') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            nodeId: 'dying',
            sceneVersion: 'stub-scene',
            capacity: 8,
            inFlight: 0,
            renders: 0,
            ffmpeg: false,
            streamCapacity: 0,
            streams: 0,
            pid: 0,
          }),
        );
        return;
      }
      dyingRenders++;
      request.socket.destroy();
    });
    await new Promise<void>((resolve) => dying.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise((resolve) => {
          dying.close(() => resolve());
          dying.closeAllConnections();
        }),
    );
    const address = dying.address();
    const dyingUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const t = await appWith({ RENDER_NODES: `${dyingUrl},${healthy.url}` });
    const client = new ConfigurationClient(t.app);
    const created = await client.create(await firstModel(client));
    const answer = await t.app.inject({ url: layoutUrl(created.FullImages[0]?.Url as string) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(dyingRenders).toBeGreaterThan(0);
    expect(healthy.jobs).toHaveLength(2);
  });

  it('lets two servers on one database share the layers: none is rendered twice', async () => {
    const nodes = [await stubNode(), await stubNode()];
    const env = { RENDER_NODES: nodes.map((n) => n.url).join(',') };
    const t = await appWith(env);
    const second = await anotherServer(t, env);
    const client = new ConfigurationClient(t.app);
    const overview = await client.overview(await firstModel(client));
    const created = await client.create(overview.Vehicle.ModelId);
    const urls = created.FullImages.map((image) => layoutUrl(image.Url));
    const answers = await Promise.all(
      urls.flatMap((url) => [t.app.inject({ url }), second.inject({ url }), t.app.inject({ url })]),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const layers = new Set(answers.flatMap((a) => (a.json() as Layout).Layers.map((l) => l.Url)));
    const jobs = nodes.flatMap((n) => n.jobs);
    expect(jobs).toHaveLength(layers.size);
    // Each server serves every layer, also those the other one had rendered.
    for (const url of layers) {
      expect((await second.inject({ url })).statusCode).toBe(200);
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    }
    expect(nodes.flatMap((n) => n.jobs)).toHaveLength(layers.size);
  });

  it('offers a node on a loopback address only to the servers that know its address', async () => {
    const node = await stubNode();
    const t = await appWith({ RENDER_NODES: node.url });
    const other = await anotherServer(t, {});
    for (let i = 0; i < 50 && (await t.app.renderNodes.live()).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await t.app.renderNodes.live()).map((n) => n.url)).toEqual([node.url]);
    expect(await other.renderNodes.live()).toEqual([]);
  });
});
