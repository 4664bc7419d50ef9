import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { descendants, killEach } from '@configurator/render-sim/testing/processTree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentFor, type RunningServer, startServer } from '../serverProcess.js';
import { type RenderNodeProcess, startRenderNodeProcess } from './renderNodeProcess.js';

const API = '/api/posconfigurator';
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

interface Layout {
  Layers: { Url: string }[];
}

/**
 * Two server processes and two render nodes on one PostgreSQL server, as a deployment behind a
 * load balancer runs them: both servers answer every picture, and the nodes render each layer
 * once between them. (Embedded PGlite belongs to one process, so this runs on the server only.)
 */
describe.each(testDatabases().filter((db) => db.name === 'postgres'))(
  'a shared render queue on $name',
  (db) => {
    const nodes: RenderNodeProcess[] = [];
    const servers: RunningServer[] = [];
    let dispose: () => Promise<void> = async () => {};
    let cacheDir = '';

    beforeAll(async () => {
      cacheDir = await mkdtemp(join(tmpdir(), 'shared-queue-'));
      const created = await db.createTarget();
      dispose = created.dispose;
      nodes.push(await startRenderNodeProcess(), await startRenderNodeProcess());
      const env = {
        ...environmentFor(created.target),
        RENDER_LOCAL_NODE: 'false',
        RENDER_NODES: nodes.map((node) => node.url).join(','),
        // A disk copy of its own: results are keyed by content, so an old copy would answer them.
        RENDER_CACHE_DIR: cacheDir,
      };
      // One after the other: the first migrates and seeds, the second finds it done.
      servers.push(await startServer(env));
      servers.push(await startServer(env));
    }, 180_000);
    afterAll(async () => {
      for (const server of servers) await server.stop();
      killEach(nodes.flatMap((node) => [...descendants(node.pid), node.pid]));
      await dispose();
      await rm(cacheDir, { recursive: true, force: true });
    });

    async function renders(): Promise<number> {
      const counts = await Promise.all(
        nodes.map(
          async (node) =>
            ((await (await fetch(`${node.url}/healthz`)).json()) as { renders: number }).renders,
        ),
      );
      return counts.reduce((a, b) => a + b, 0);
    }

    it('serves the same layers from both servers, each rendered once', async () => {
      const [first, second] = servers as [RunningServer, RunningServer];
      const vehicles = (await (await fetch(`${first.url}${API}/vehicles?brand=KTM`)).json()) as {
        Segments: { Vehicles: { ModelId: string }[] }[];
      };
      const modelId = vehicles.Segments[0]?.Vehicles[0]?.ModelId as string;
      const overview = (await (await fetch(`${first.url}${API}/vehicles/${modelId}`)).json()) as {
        Parts: { PartId: number; CanBeRendered: boolean; IsColorPart: boolean }[];
      };
      const created = (await (
        await fetch(`${first.url}${API}/configuration/create`, {
          method: 'POST',
          headers: XHR,
          body: JSON.stringify({ ModelId: modelId }),
        })
      ).json()) as { ConfigurationId: string; FullImages: { Url: string }[] };
      let fullImages = created.FullImages;
      for (const part of overview.Parts.filter((p) => p.CanBeRendered && !p.IsColorPart).slice(0, 8)) {
        const path = `${API}/configuration/${created.ConfigurationId}/add-part`;
        const dry = await fetch(`${second.url}${path}`, {
          method: 'POST',
          headers: XHR,
          body: JSON.stringify({ PartId: part.PartId, DryRun: true }),
        });
        if ((await dry.json()).RulesResult) continue;
        const added = await fetch(`${second.url}${path}`, {
          method: 'POST',
          headers: XHR,
          body: JSON.stringify({ PartId: part.PartId }),
        });
        fullImages = ((await added.json()) as { FullImages: { Url: string }[] }).FullImages;
      }
      const before = await renders();

      // Every perspective's layout asked of both servers at once, twice each.
      const answers = await Promise.all(
        fullImages.flatMap((image) =>
          [first, second, first, second].map((server) =>
            fetch(`${server.url}${image.Url.replace('/images/', '/images-fe/')}`),
          ),
        ),
      );
      const layers = new Set<string>();
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        for (const layer of ((await answer.json()) as Layout).Layers) layers.add(layer.Url);
      }
      expect(layers.size).toBeGreaterThan(fullImages.length * 2);
      for (const url of layers) {
        for (const server of servers) {
          const layer = await fetch(`${server.url}${url}`);
          expect(layer.status, url).toBe(200);
          expect(layer.headers.get('content-type')).toBe('image/webp');
          await layer.arrayBuffer();
        }
      }
      // Between them the two nodes rendered each layer exactly once.
      expect((await renders()) - before).toBe(layers.size);
    });
  },
);
