import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PartRow } from '@configurator/bff/catalog/catalogSnapshot';
import { ConfigurationClient, type InjectResponse } from '@configurator/bff/testing/configurationClient';
import { startTestApp, type TestApp, XHR } from '@configurator/bff/testing/testApp';
import { familyOfSegment, layerGroups } from '@configurator/domain';
import { queryRows } from '@configurator/migrations/db/database';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import {
  commandLine,
  descendants,
  killEach,
  running,
  waitUntil,
} from '@configurator/render-sim/testing/processTree';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { environmentFor, startServer } from '../serverProcess.js';
import { type RenderNodeProcess, startRenderNodeProcess } from './renderNodeProcess.js';

const API = '/api/posconfigurator';
/**
 * How long the processes a dead node or server leaves may take to end: its Chromium sees the pipe
 * close and shuts down, which on a loaded machine (the browser lane runs beside) took over 5 s.
 */
const ENDS_WITHIN_MS = 15_000;
const layoutUrl = (fullImage: string) => fullImage.replace('/images/', '/images-fe/');

/** The built server among this process's descendants that listens on `port` (from its environment). */
function serverPid(port: string): number {
  const found = descendants(process.pid).filter((pid) => {
    if (!running(pid) || !commandLine(pid).includes('bff/dist/server.js')) return false;
    try {
      return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`PORT=${port}`);
    } catch {
      return false;
    }
  });
  expect(found, 'one server process on the port').toHaveLength(1);
  return found[0] as number;
}

// Nodes failing, not storage, are the subject here: one database, the PostgreSQL server that a
// deployment with several nodes runs on where there is one (the render tables run on both databases
// in bff/src/render).
describe.each(testDatabases().slice(-1))('render nodes failing on $name', (db) => {
  let cacheDir: string;
  /** Processes a test started or saw: a failed test must not leave them running. */
  const seen: number[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'node-failover-'));
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    killEach(seen.splice(0).flatMap((pid) => [...descendants(pid), pid]));
  });
  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });

  async function startNode(): Promise<RenderNodeProcess> {
    const node = await startRenderNodeProcess();
    seen.push(node.pid);
    return node;
  }

  /** The first picture of a configuration of `modelId` with parts of two layer groups, added without a question. */
  async function pictureWithParts(t: TestApp, client: ConfigurationClient, modelId: string) {
    const snapshot = await t.app.services.catalog.current();
    const entry = snapshot.vehicles.get(modelId);
    if (!entry) throw new Error(`no model ${modelId}`);
    const renderable = [...new Set(entry.partIds)]
      .map((id) => snapshot.parts.get(id))
      .filter((p): p is PartRow => !!p && p.canBeRendered && !p.isColorPart)
      .map((p) => ({ ...p, name: p.name.en }));
    const groups = layerGroups(renderable, familyOfSegment(entry.vehicle.segment, entry.vehicle.engineType));
    const created = await client.create(modelId);
    let fullImages = created.FullImages;
    let added = 0;
    for (const group of groups) {
      for (const part of group) {
        const dry = await client.change(created.ConfigurationId, 'add-part', {
          PartId: part.partId,
          DryRun: true,
        });
        if (dry.RulesResult !== null) continue;
        fullImages = (await client.change(created.ConfigurationId, 'add-part', { PartId: part.partId }))
          .FullImages;
        added++;
        break;
      }
      if (added === 2) break;
    }
    expect(added).toBe(2);
    return fullImages[0]?.Url ?? '';
  }

  /**
   * Two built nodes behind an in-process server; the layouts of four configurations asked for at
   * once; one node frozen (SIGSTOP) while it renders. Frozen first, so that the jobs it holds are
   * exactly those it can no longer answer: an answer on its way when it stopped has a moment to
   * arrive, and what is still running on it then is lost with it.
   */
  async function freezeOneNodeMidRender(models: { from: number; to: number }) {
    const [victim, survivor] = await Promise.all([startNode(), startNode()]);
    const t = await startTestApp(db, {
      RENDER_LOCAL_NODE: 'false',
      RENDER_NODES: `${victim.url},${survivor.url}`,
      RENDER_CACHE_DIR: join(cacheDir, crypto.randomUUID()),
    });
    closers.push(() => t.close());
    const database = t.database.db;
    expect(await waitUntil(async () => (await t.app.renderNodes.live()).length === 2, 10_000)).toBe(true);
    const client = new ConfigurationClient(t.app);
    const modelIds = (await client.vehicles()).slice(models.from, models.to).map((v) => v.ModelId);
    const pictures: string[] = [];
    for (const modelId of modelIds) pictures.push(await pictureWithParts(t, client, modelId));
    const started = Date.now();
    const layouts = Promise.all(pictures.map((picture) => t.app.inject({ url: layoutUrl(picture) })));
    const runningOnVictim = async () =>
      (
        await queryRows<{ key: string }>(
          database,
          sql`select key from render_jobs where state = 'running' and node_url = ${victim.url}`,
        )
      ).map((row) => row.key);
    expect(await waitUntil(async () => (await runningOnVictim()).length > 0, 60_000)).toBe(true);
    process.kill(victim.pid, 'SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lost = await runningOnVictim();
    expect(lost.length).toBeGreaterThan(0);
    return { t, victim, survivor, layouts, lost, started };
  }

  /** Every layout answered, the lost jobs rendered by `survivor`, nothing failed or left queued. */
  async function expectAllRendered(
    t: TestApp,
    answers: readonly InjectResponse[],
    lost: string[],
    survivor: RenderNodeProcess,
  ) {
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const database = t.database.db;
    const redone = await queryRows<{ key: string; node_url: string }>(
      database,
      sql`select key, node_url from render_results where key in (${sql.join(
        lost.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
    expect(redone.map((row) => row.key).sort()).toEqual([...lost].sort());
    for (const row of redone) expect(row.node_url, row.key).toBe(survivor.url);
    expect(t.app.renderQueue.counters().failed).toBe(0);
    expect(t.app.renderQueue.counters().retried).toBeGreaterThanOrEqual(lost.length);
    expect(await queryRows(database, sql`select key from render_jobs`)).toEqual([]);
    // Every layer the layouts name is served, whichever node rendered it.
    const layers = new Set(
      answers.flatMap((a) => (a.json() as { Layers: { Url: string }[] }).Layers.map((l) => l.Url)),
    );
    expect(layers.size).toBeGreaterThan(answers.length * 2);
    for (const url of layers) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
  }

  it("hands the jobs of a node killed with SIGKILL to the other node, and the node's Chromium goes with it", async () => {
    const { t, victim, survivor, layouts, lost } = await freezeOneNodeMidRender({ from: 0, to: 4 });
    const chromium = descendants(victim.pid);
    seen.push(...chromium);
    expect(chromium.length).toBeGreaterThan(0);
    process.kill(victim.pid, 'SIGKILL');
    expect(
      await waitUntil(() => [victim.pid, ...chromium].every((pid) => !running(pid)), ENDS_WITHIN_MS),
      `still running: ${[victim.pid, ...chromium].filter(running).join(', ')}`,
    ).toBe(true);
    await expectAllRendered(t, await layouts, lost, survivor);
  });

  it('gives the jobs of a node that hangs without dying to the other node once it misses its heartbeats', async () => {
    const { t, victim, survivor, layouts, lost, started } = await freezeOneNodeMidRender({ from: 4, to: 8 });
    const answers = await layouts;
    const seconds = (Date.now() - started) / 1000;
    // Well before a visitor's wait (30 s) runs out: the frozen node's renders are given up.
    expect(seconds).toBeLessThan(20);
    expect(running(victim.pid)).toBe(true);
    await expectAllRendered(t, answers, lost, survivor);
  });

  it('takes the render node it started and its Chromium along when the server is killed with SIGKILL', async () => {
    const { target, dispose } = await db.createTarget();
    try {
      const server = await startServer({
        ...environmentFor(target),
        RENDER_CACHE_DIR: join(cacheDir, crypto.randomUUID()),
        // The server starts its node from the build, as outside the test runner.
        VITEST: '',
      });
      const pid = serverPid(new URL(server.url).port);
      seen.push(pid);
      const vehicles = (await (await fetch(`${server.url}${API}/vehicles?brand=KTM`)).json()) as {
        Segments: { Vehicles: { ModelId: string }[] }[];
      };
      const created = await fetch(`${server.url}${API}/configuration/create`, {
        method: 'POST',
        headers: { ...XHR, 'content-type': 'application/json' },
        body: JSON.stringify({ ModelId: vehicles.Segments[0]?.Vehicles[0]?.ModelId }),
      });
      expect(created.status).toBe(200);
      const { FullImages } = (await created.json()) as { FullImages: { Url: string }[] };
      const layout = await fetch(`${server.url}${layoutUrl(FullImages[0]?.Url ?? '')}`);
      expect(layout.status, await layout.clone().text()).toBe(200);

      const tree = descendants(pid);
      seen.push(...tree);
      const node = tree.find((p) => commandLine(p).includes('render-sim/dist/node/main.js'));
      expect(node, tree.map(commandLine).join('\n')).toBeDefined();
      const nodeTree = [node as number, ...descendants(node as number)];
      expect(nodeTree.length).toBeGreaterThan(1);
      process.kill(pid, 'SIGKILL');
      expect(
        await waitUntil(() => tree.every((p) => !running(p)), ENDS_WITHIN_MS),
        `still running: ${tree
          .filter(running)
          .map((p) => `${p} ${commandLine(p)}`)
          .join('\n')}`,
      ).toBe(true);
      await server.stop();
    } finally {
      await dispose();
    }
  });
});
