import type { DatabaseHandle } from '@configurator/migrations/db/database';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Discovery, discoveryOf, freePort, logIn, silentAuthorization } from '../testing/oidcLogin.js';
import { DEMO_CUSTOMER } from './accounts.js';

describe.each(testDatabases())('a login shared by two servers and a restart on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  const running = new Set<FastifyInstance>();
  let origin: string;
  let discovery: Discovery;

  /** A server on the database, listening on the port given, both sharing the one public address. */
  async function serve(port: number): Promise<FastifyInstance> {
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        PREPARE_CLIPS: 'false',
        RENDER_WARM_UP: 'false',
        MAIL_WORKER: 'false',
        PORT: String(port),
        PUBLIC_URL: origin,
        OIDC_ISSUER: `${origin}/oidc`,
      }),
      { database: handle },
    );
    await app.listen({ port, host: '127.0.0.1' });
    running.add(app);
    return app;
  }
  const stop = async (app: FastifyInstance) => {
    running.delete(app);
    await app.close();
  };

  beforeAll(async () => {
    handle = await testDatabase.openSeeded();
  });
  afterAll(async () => {
    for (const app of running) await app.close();
    await handle?.close();
  });

  it('holds on the other server and after a restart: the token, and the session for a silent login', async () => {
    const onePort = await freePort();
    origin = `http://127.0.0.1:${onePort}`;
    const one = await serve(onePort);
    discovery = await discoveryOf(origin);
    const twoPort = await freePort();
    await serve(twoPort);
    const { jar, accessToken } = await logIn(origin, discovery, 'configurator', DEMO_CUSTOMER);

    /** The token on the account routes and a prompt-less authorization, at the server on `port`. */
    const accepted = async (port: number) => {
      const at = (url: string) => url.replace(origin, `http://127.0.0.1:${port}`);
      const list = await fetch(at(`${origin}/api/posconfigurator/user/configurations`), {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const silent = await jar.fetch(at(silentAuthorization(discovery, origin)));
      const back = new URL(silent.headers.get('location') ?? '', origin);
      return {
        api: list.status,
        code: !!back.searchParams.get('code'),
        error: back.searchParams.get('error'),
      };
    };
    expect(await accepted(twoPort)).toEqual({ api: 200, code: true, error: null });

    await stop(one);
    await serve(onePort);
    expect(await accepted(onePort)).toEqual({ api: 200, code: true, error: null });
  });
});
