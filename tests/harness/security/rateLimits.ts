/**
 * Rate limits: sign-in attempts and state-changing calls over the configured limit per address and
 * minute are answered 429 with a Retry-After of at most a minute and a Message; reading stays open.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const LIMITS = { RATE_LIMIT_WRITES_PER_MINUTE: '5', RATE_LIMIT_LOGINS_PER_MINUTE: '3' };

export interface RateLimitResult {
  /** What held, or what did not, in words, per kind of call. */
  seen: string[];
  ok: boolean;
}

async function overLimit(
  app: FastifyInstance,
  name: string,
  limit: number,
  send: () => Promise<LightMyRequestResponse>,
): Promise<{ ok: boolean; seen: string }> {
  const statuses: number[] = [];
  for (let i = 0; i < limit; i++) statuses.push((await send()).statusCode);
  const refused = await send();
  const retryAfter = Number(refused.headers['retry-after']);
  let message = '';
  try {
    message = String(refused.json().Message ?? '');
  } catch {
    // no JSON
  }
  const ok =
    !statuses.includes(429) &&
    refused.statusCode === 429 &&
    retryAfter >= 1 &&
    retryAfter <= 60 &&
    message.startsWith('Too many requests');
  const reading = (await app.inject({ url: '/api/posconfigurator/appsettings' })).statusCode;
  return {
    ok: ok && reading === 200,
    seen: `${name}: ${statuses.join(',')} then ${refused.statusCode} Retry-After ${refused.headers['retry-after'] ?? '-'}; a read then ${reading}`,
  };
}

/** Run on an app started with LIMITS. */
export async function probeRateLimits(app: FastifyInstance): Promise<RateLimitResult> {
  const xhr = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const writes = await overLimit(app, 'writes', Number(LIMITS.RATE_LIMIT_WRITES_PER_MINUTE), () =>
    app.inject({
      method: 'POST',
      url: '/api/posconfigurator/configuration/create',
      headers: xhr,
      payload: { ModelId: 'no-such-model' },
    }),
  );
  const logins = await overLimit(app, 'sign-ins', Number(LIMITS.RATE_LIMIT_LOGINS_PER_MINUTE), () =>
    app.inject({
      method: 'POST',
      url: '/oidc/interaction/harness-uid/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&password=wrong',
    }),
  );
  return { ok: writes.ok && logins.ok, seen: [writes.seen, logins.seen] };
}
