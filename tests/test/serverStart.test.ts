import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authorizationParameters } from '@configurator/bff/testing/oidcLogin';
import { openDatabase } from '@configurator/migrations/db/database';
import { vehicles } from '@configurator/migrations/db/schema/catalog';
import { events } from '@configurator/migrations/db/schema/eventStore';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { killMarkedProcesses, markedProcesses, RUN_MARKER_VARIABLE } from '../src/markedProcesses.js';
import { environmentFor, freePort, startServer } from '../src/serverProcess.js';

describe.each(testDatabases())('the server on $name', (database) => {
  it('migrates and seeds on first start, serves, stops on Ctrl-C and keeps data on a second start', async () => {
    const { target, dispose } = await database.createTarget();
    try {
      const first = await startServer(environmentFor(target));
      expect(first.output()).toContain('catalog: seeded');
      const ready = await fetch(`${first.url}/readyz`);
      expect(ready.status).toBe(200);
      // No render node yet: the local one starts with the first picture.
      expect(await ready.json()).toEqual({ status: 'ready', database: 'up', renderNodes: 0 });
      const page = await fetch(`${first.url}/main/motorcycles`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expect(await first.stop()).toBe(0);

      // Something the product stored between the two starts.
      const handle = await openDatabase(target);
      const seededVehicles = (await handle.db.select({ n: count() }).from(vehicles))[0]?.n ?? 0;
      expect(seededVehicles).toBeGreaterThanOrEqual(25);
      await handle.db
        .insert(events)
        .values({ streamId: 'kept', streamVersion: 1, type: 'ConfigurationCreated', data: { ModelId: 'x' } });
      await handle.close();

      const second = await startServer(environmentFor(target));
      expect(second.output()).toContain('catalog: unchanged');
      expect(await second.stop()).toBe(0);

      const reopened = await openDatabase(target);
      const kept = await reopened.db.select().from(events).where(eq(events.streamId, 'kept'));
      expect(kept).toHaveLength(1);
      expect((await reopened.db.select({ n: count() }).from(vehicles))[0]?.n).toBe(seededVehicles);
      await reopened.close();
    } finally {
      await dispose();
    }
  });
});

/** `npm start` in the repository root, as a person runs it. */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The environment of a run of its own: no test-runner variables (the server would run its render node from source). */
function startEnvironment(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && !name.startsWith('npm_') && name !== 'NODE_OPTIONS',
    ),
  );
  return { ...inherited, ...overrides };
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('npm start on a port of its own', () => {
  it('logs in through its own port and stops everything it started on SIGTERM', async () => {
    const marker = randomUUID();
    const dataDir = await mkdtemp(join(tmpdir(), 'npm-start-'));
    const [port, mailPort] = [await freePort(), await freePort()];
    const origin = `http://localhost:${port}`;
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    const npm = spawn('npm', ['start'], {
      cwd: repositoryRoot,
      env: startEnvironment({
        [RUN_MARKER_VARIABLE]: marker,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PGLITE_DATA_DIR: '',
        MAIL_SINK_PORT: String(mailPort),
        RENDER_WARM_UP: 'false',
        PREPARE_CLIPS: 'false',
        LOG_LEVEL: 'warn',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const npmExited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    try {
      await waitFor(
        `npm start serving on ${base}\n${output}`,
        async () =>
          output.includes(base) ? true : npm.exitCode === null ? null : Promise.reject(new Error(output)),
        240_000,
      );

      // The login: the built-in provider's issuer and redirect URI are on this port, not on 3000.
      const discovery = await fetch(`${base}/oidc/.well-known/openid-configuration`);
      expect(discovery.status, output).toBe(200);
      const { issuer, authorization_endpoint } = (await discovery.json()) as {
        issuer: string;
        authorization_endpoint: string;
      };
      expect(issuer).toBe(`${origin}/oidc`);
      const settings = (await (await fetch(`${base}/api/posconfigurator/appsettings`)).json()) as {
        CdcApplicationSettings: { Url: string };
      };
      expect(settings.CdcApplicationSettings.Url).toBe(issuer);
      const login = new URL(authorization_endpoint.replace(origin, base));
      for (const [name, value] of Object.entries(authorizationParameters(origin, 'stop-test'))) {
        login.searchParams.set(name, value);
      }
      const redirected = await fetch(login, { redirect: 'manual' });
      expect(redirected.status, await redirected.clone().text()).toBe(303);
      expect(redirected.headers.get('location')).toMatch(/^\/oidc\/interaction\//);

      // A picture starts the render node and its Chromium; a PDF the server's own Chromium.
      const api = `${base}/api/posconfigurator`;
      const write = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
      const models = (await (await fetch(`${api}/vehicles?c=en-AT`)).json()) as {
        Segments: { Vehicles: { ModelId: string }[] }[];
      };
      const modelId = models.Segments[0]!.Vehicles[0]!.ModelId;
      const created = (await (
        await fetch(`${api}/configuration/create?c=en-AT`, {
          method: 'POST',
          headers: write,
          body: JSON.stringify({ ModelId: modelId }),
        })
      ).json()) as { ConfigurationId: string; FullImages: { Url: string }[] };
      const layout = await fetch(`${base}${created.FullImages[0]!.Url.replace('/images/', '/images-fe/')}`);
      expect(layout.status, await layout.clone().text()).toBe(200);
      const pdf = await fetch(`${api}/configuration/${created.ConfigurationId}/pdf?c=en-AT`);
      expect(pdf.status).toBe(200);
      expect(await acceptsConnections(mailPort)).toBe(true);

      const started = await markedProcesses(marker);
      const commands = started.map((p) => p.command);
      expect(
        commands.some((c) => c.includes('scripts/start.mjs')),
        commands.join('\n'),
      ).toBe(true);
      expect(
        commands.some((c) => c.includes('bff/dist/server.js')),
        commands.join('\n'),
      ).toBe(true);
      expect(
        commands.some((c) => c.includes('render-sim/dist/node/main.js')),
        commands.join('\n'),
      ).toBe(true);
      const browsers = commands.filter((c) => /chrom/.test(c) && !c.includes('--type='));
      expect(browsers.length, commands.join('\n')).toBeGreaterThanOrEqual(2);

      npm.kill('SIGTERM');
      await npmExited;
      const left = await waitFor(
        'every process of npm start ended',
        async () => {
          const remaining = await markedProcesses(marker);
          return remaining.length === 0 ? remaining : null;
        },
        30_000,
      ).catch(async () => markedProcesses(marker));
      expect(left.map((p) => `${p.pid} ${p.command.slice(0, 120)}`)).toEqual([]);
      expect(await acceptsConnections(port)).toBe(false);
      expect(await acceptsConnections(mailPort)).toBe(false);
    } finally {
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
      await killMarkedProcesses(marker);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 360_000);
});
