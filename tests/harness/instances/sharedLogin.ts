/**
 * Logins across two servers (issue 21, item 3): the real authorization code flow with PKCE over
 * HTTP through the balancer, to one server, then checked on the other: the access token on the
 * account routes, and the provider's session by an authorization without a prompt, which answers
 * with a code only when the server knows the session. Then once more after the first restarts.
 */
import { DEMO_CUSTOMER, DEMO_DEALER } from '@configurator/bff/identity/accounts';
import {
  type CookieJar,
  type Discovery,
  discoveryOf,
  logIn,
  silentAuthorization,
} from '@configurator/bff/testing/oidcLogin';
import { type Figure, holds } from '../figures.js';
import type { Instance, TwoServers } from './twoServers.js';

const SECTION = 'instances';

interface Login {
  jar: CookieJar;
  accessToken: string;
}

/** Whether `instance` takes the login's token and knows its session, in words. */
async function acceptedBy(
  servers: TwoServers,
  discovery: Discovery,
  login: Login,
  instance: Instance,
): Promise<{ ok: boolean; seen: string }> {
  const { balancer } = servers;
  balancer.route = { to: instance };
  const api = await fetch(`${balancer.origin}/api/posconfigurator/user/configurations`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
  });
  const silent = await login.jar.fetch(silentAuthorization(discovery, balancer.origin));
  const back = new URL(silent.headers.get('location') ?? '/', balancer.origin);
  const session = back.searchParams.has('code') ? 'code' : (back.searchParams.get('error') ?? silent.status);
  return {
    ok: api.status === 200 && session === 'code',
    seen: `${instance}: token ${api.status}, silent login ${session}`,
  };
}

/** A check that fails with its error in words instead of ending the section. */
async function check(name: string, probe: () => Promise<{ ok: boolean; seen: string }>): Promise<Figure> {
  try {
    const { ok, seen } = await probe();
    return holds(SECTION, name, ok, seen);
  } catch (error) {
    return holds(
      SECTION,
      name,
      false,
      String(error instanceof Error ? error.message : error).split('\n')[0] ?? '',
    );
  }
}

export async function sharedLogin(servers: TwoServers, log: (message: string) => void): Promise<Figure[]> {
  const { balancer } = servers;
  const figures: Figure[] = [];
  balancer.route = { to: 'A' };
  const discovery = await discoveryOf(balancer.origin);
  let login: Login | null = null;

  figures.push(
    await check('login through A: token and session valid on B', async () => {
      balancer.route = { to: 'A' };
      const from = balancer.served.length;
      login = await logIn(balancer.origin, discovery, 'configurator', DEMO_CUSTOMER);
      const throughA = balancer.served.slice(from).every((name) => name === 'A');
      const onB = await acceptedBy(servers, discovery, login, 'B');
      return { ok: throughA && onB.ok, seen: onB.seen };
    }),
  );

  figures.push(
    await check('login alternating A and B request by request', async () => {
      balancer.route = 'alternate';
      const from = balancer.served.length;
      const { accessToken } = await logIn(balancer.origin, discovery, 'configurator', DEMO_DEALER);
      const both = new Set(balancer.served.slice(from)).size === 2;
      return {
        ok: both && accessToken.length > 0,
        seen: `${balancer.served.length - from} requests, both servers`,
      };
    }),
  );

  log('restarting server A');
  await servers.restart('A');
  figures.push(
    await check('after A restarts: token and session still valid on A', async () => {
      if (!login) return { ok: false, seen: 'no login to check' };
      return acceptedBy(servers, discovery, login, 'A');
    }),
  );
  return figures;
}
