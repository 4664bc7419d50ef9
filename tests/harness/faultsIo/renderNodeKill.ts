/**
 * A render node killed with SIGKILL while it renders pictures and serves live 3D streams: its jobs
 * go to the other node (every waiting picture request is answered), its streams end with BROKEN
 * and a retry lands on the other node; with no node left, pictures are refused with a clear 503.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CUSTOMER, DEMO_DEALER } from '@configurator/bff/identity/accounts';
import { STREAM_PATH } from '@configurator/bff/stream/streamRoutes';
import { discoveryOf, logIn } from '@configurator/bff/testing/oidcLogin';
import { ofType, StreamVisitor, state } from '@configurator/bff/testing/streamVisitor';
import { queryRows } from '@configurator/migrations/db/database';
import { descendants, killEach, waitUntil } from '@configurator/render-sim/testing/processTree';
import { sql } from 'drizzle-orm';
import { type RenderNodeProcess, startRenderNodeProcess } from '../../src/renderNodes/renderNodeProcess.js';
import { type Figure, holds, none, reported } from '../figures.js';
import {
  type Answer,
  createConfiguration,
  type FaultServer,
  isClearRefusal,
  isLost,
  layoutOf,
  modelsOf,
  type Probe,
  SECTION,
  startFaultServer,
} from './faultServer.js';

const NAME = 'render node killed';

/** The keys of the jobs running on `nodeUrl` now. */
const runningOn = async (server: FaultServer, nodeUrl: string) =>
  (
    await queryRows<{ key: string }>(
      server.database.db,
      sql`select key from render_jobs where state = 'running' and node_url = ${nodeUrl}`,
    )
  ).map((row) => row.key);

/** The node of each active stream, by configuration. */
const activeStreamNodes = async (server: FaultServer) =>
  new Map(
    (
      await queryRows<{ node_url: string; configuration_id: string }>(
        server.database.db,
        sql`select node_url, configuration_id from stream_sessions where status = 'active'`,
      )
    ).map((row) => [row.configuration_id, row.node_url]),
  );

/** A layout's answer and then each of its layers', as a browser asks for them. */
async function pictureWithLayers(server: FaultServer, layout: Answer): Promise<Answer[]> {
  if (layout.status !== 200) return [layout];
  const { Layers } = JSON.parse(layout.body.toString()) as { Layers: { Url: string }[] };
  return [layout, ...(await Promise.all(Layers.map((layer) => server.call(layer.Url))))];
}

export async function renderNodeKill(probe: Probe): Promise<Figure[]> {
  const nodes: RenderNodeProcess[] = [];
  const visitors: StreamVisitor[] = [];
  const cacheDir = await mkdtemp(join(tmpdir(), 'harness-node-kill-'));
  let server: FaultServer | null = null;
  try {
    const nodeEnv = { RENDER_NODE_CAPACITY: '1', RENDER_NODE_STREAMS: '2' };
    nodes.push(...(await Promise.all([startRenderNodeProcess(nodeEnv), startRenderNodeProcess(nodeEnv)])));
    server = await startFaultServer(probe.postgresUrl, {
      RENDER_LOCAL_NODE: 'false',
      RENDER_NODES: nodes.map((node) => node.url).join(','),
      RENDER_CACHE_DIR: cacheDir,
      STREAM_BASE_LOAD_DELAY_MS: '300',
      STREAM_DISCONNECT_GRACE_MS: '0',
      // How long a picture waits for a node before its 503 (30 s by default); shorter in the short form.
      ...(probe.quick ? { RENDER_WAIT_MS: '12000' } : {}),
    });
    const s = server;
    const registered = await waitUntil(
      async () => (await queryRows(s.database.db, sql`select url from render_nodes`)).length === 2,
      20_000,
    );
    if (!registered) throw new Error('the two render nodes did not register');

    // Two live 3D streams, one per account, on whichever nodes the pool gives them.
    const origin = s.server.url;
    const discovery = await discoveryOf(origin);
    const models = await modelsOf(s);
    const streamModel = models.find((m) => m.engine === 'Engine3D') ?? models[0];
    if (!streamModel) throw new Error('no model to stream');
    const address = { base: `${origin.replace('http', 'ws')}${STREAM_PATH}`, origin };
    const openStream = async (token: string, configurationId: string) => {
      const visitor = await StreamVisitor.open(
        address,
        token,
        `configurationId=${configurationId}&video=jpeg`,
      );
      visitors.push(visitor);
      await visitor.waitFor(state('INIT_DONE'), { timeoutMs: 90_000 });
      return visitor;
    };
    const streamers = await Promise.all(
      [DEMO_CUSTOMER, DEMO_DEALER].map(async (account) => {
        const token = (await logIn(origin, discovery, 'configurator', account)).accessToken;
        const { id } = await createConfiguration(s, streamModel.modelId, token);
        return { token, id, visitor: await openStream(token, id) };
      }),
    );
    const streamNodes = await activeStreamNodes(s);
    const count = (url: string) => [...streamNodes.values()].filter((u) => u === url).length;
    const [victim, survivor] = [...nodes].sort((a, b) => count(b.url) - count(a.url)) as [
      RenderNodeProcess,
      RenderNodeProcess,
    ];
    probe.log(`streams on ${[...streamNodes.values()].join(', ')}; killing ${victim.url}`);

    // Pictures of several models asked for at once, so that both nodes render.
    const pictureModels = models.slice(0, probe.quick ? 3 : 8);
    const pictures = await Promise.all(pictureModels.map((m) => createConfiguration(s, m.modelId)));
    const requested = Date.now();
    let picturesDoneAt = 0;
    const answersPromise = Promise.all(
      pictures.map(async ({ picture }) => pictureWithLayers(s, await s.call(layoutOf(picture)))),
    ).finally(() => {
      picturesDoneAt = Date.now();
    });
    const hadJobs = await waitUntil(async () => (await runningOn(s, victim.url)).length > 0, 60_000);
    // Frozen first, so that the jobs read are exactly those it can no longer answer.
    process.kill(victim.pid, 'SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lostJobs = await runningOn(s, victim.url);
    const victimTree = [victim.pid, ...descendants(victim.pid)];
    const killedAt = Date.now();
    process.kill(victim.pid, 'SIGKILL');

    // Streams on the killed node: BROKEN, then a retry of the page gets a session on the other node.
    const onVictim = streamers.filter((streamer) => streamNodes.get(streamer.id) === victim.url);
    let streamsMoved = 0;
    let streamSeconds = 0;
    await Promise.all(
      onVictim.map(async (streamer) => {
        try {
          await streamer.visitor.waitFor(state('BROKEN'), { timeoutMs: 15_000 });
          await streamer.visitor.waitFor(ofType('ended'), { timeoutMs: 5000 });
          const retry = await openStream(streamer.token, streamer.id);
          streamSeconds = Math.max(streamSeconds, (Date.now() - killedAt) / 1000);
          if (!retry.states().includes('BROKEN')) streamsMoved++;
        } catch (error) {
          probe.log(`a stream did not move on: ${(error as Error).message}`);
        }
      }),
    );
    const streamsNow = await activeStreamNodes(s);

    const answers = (await answersPromise).flat();
    const pictureSeconds = (picturesDoneAt - Math.max(killedAt, requested)) / 1000;
    const lost = answers.filter(isLost);
    for (const answer of lost.slice(0, 3))
      probe.log(
        `lost: ${answer.status} ${answer.url} ${answer.error ?? answer.body.toString().slice(0, 200)}`,
      );
    const redone = lostJobs.length
      ? await queryRows<{ key: string; node_url: string }>(
          s.database.db,
          sql`select key, node_url from render_results where key in (${sql.join(
            lostJobs.map((key) => sql`${key}`),
            sql`, `,
          )})`,
        )
      : [];
    const movedJobs = redone.filter((row) => row.node_url === survivor.url).length;
    killEach(victimTree);

    // No node left: a picture nobody rendered yet is refused clearly, not lost.
    killEach([survivor.pid, ...descendants(survivor.pid)]);
    const unrendered = models.slice(pictureModels.length, pictureModels.length + 2);
    const refusals = await Promise.all(
      unrendered.map(async (m) => s.call(layoutOf((await createConfiguration(s, m.modelId)).picture))),
    );

    return [
      none(SECTION, `${NAME}: picture requests lost or 5xx without Retry-After`, lost.length),
      reported(
        SECTION,
        `${NAME}: picture requests answered 200 / 503 with Retry-After`,
        `${answers.filter((a) => a.status === 200).length} / ${answers.filter(isClearRefusal).length}`,
      ),
      holds(
        SECTION,
        `${NAME}: its running jobs rendered by the other node`,
        hadJobs && lostJobs.length > 0 && movedJobs === lostJobs.length,
        `${movedJobs} of ${lostJobs.length}`,
      ),
      holds(
        SECTION,
        `${NAME}: its streams BROKEN, a retry on the other node`,
        onVictim.length > 0 &&
          streamsMoved === onVictim.length &&
          [...streamsNow.values()].every((u) => u === survivor.url),
        `${streamsMoved} of ${onVictim.length}`,
      ),
      reported(SECTION, `${NAME}: recovery, pictures`, pictureSeconds, 's'),
      reported(SECTION, `${NAME}: recovery, stream retry`, streamSeconds, 's'),
      holds(
        SECTION,
        'no render node left: pictures answered 503 with Retry-After',
        refusals.length > 0 && refusals.every(isClearRefusal),
        refusals.map((a) => `${a.status}${a.retryAfter ? ` retry ${a.retryAfter} s` : ''}`).join(', '),
      ),
    ];
  } finally {
    for (const visitor of visitors) visitor.close();
    await server?.stop().catch(() => undefined);
    killEach(nodes.flatMap((node) => [...descendants(node.pid), node.pid]));
    await rm(cacheDir, { recursive: true, force: true });
  }
}
