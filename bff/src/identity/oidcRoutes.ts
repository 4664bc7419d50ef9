import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type BuiltInIdentity, OIDC_PATH, SIGN_OUT_SCRIPT_FILE } from './builtInProvider.js';
import {
  type Brand,
  brandStylesheet,
  loginForm,
  page,
  pageBrand,
  pageLanguage,
  registrationForm,
  SUBMIT_SIGN_OUT_SCRIPT,
  textsFor,
} from './interactionPages.js';

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ Message: `No route ${request.method} ${request.url.split('?')[0]}` });

const registration = z.object({
  given_name: z.string().trim().min(1).max(100),
  family_name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  password: z.string().min(8).max(200),
});

/**
 * The built-in OpenID provider under /oidc: its own endpoints (discovery, authorize, token, JWKS,
 * end session) from `oidc-provider`, and the login and registration pages. Without the built-in
 * provider every /oidc address answers 404.
 */
export async function oidcRoutes(app: FastifyInstance, options: { identity: BuiltInIdentity | null }) {
  const hidden = { schema: { hide: true } };
  const { identity } = options;
  if (!identity) {
    app.all(OIDC_PATH, hidden, notFound);
    app.all(`${OIDC_PATH}/*`, hidden, notFound);
    return;
  }
  const { provider, accounts } = identity;
  const callback = provider.callback();

  app.get(`${OIDC_PATH}/assets/:file`, hidden, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    if (file === SIGN_OUT_SCRIPT_FILE) {
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(SUBMIT_SIGN_OUT_SCRIPT);
    }
    const match = /^(ktm|hqv|gg)\.css$/.exec(file);
    if (!match) return notFound(request, reply);
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(brandStylesheet(String(match[1]).toUpperCase() as Brand));
  });

  // The provider's own endpoints: the raw request goes to its Koa app with the prefix stripped,
  // and Fastify's headers (the security headers) are copied onto the raw response first.
  await app.register(async (passthrough) => {
    passthrough.removeAllContentTypeParsers();
    passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string);
      }
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(OIDC_PATH.length) || '/';
      callback(raw, reply.raw);
    };
    passthrough.all(OIDC_PATH, hidden, handler);
    passthrough.all(`${OIDC_PATH}/*`, hidden, handler);
  });

  // The interaction pages, with forms posted as application/x-www-form-urlencoded.
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const interaction = async (request: FastifyRequest, reply: FastifyReply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const language = pageLanguage(details.params.ui_locales, request.headers['accept-language']);
      const brand = pageBrand(details.params.brand, app.config.BRAND);
      return { details, language, brand, t: textsFor(language) };
    };
    const html = (
      reply: FastifyReply,
      brand: Brand,
      language: ReturnType<typeof pageLanguage>,
      title: string,
      body: string,
    ) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page({ brand, language, title, body }));
    const finishLogin = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
      const target = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(target, 303);
    };
    const uidParams = { schema: { hide: true, params: z.object({ uid: z.string().min(1).max(200) }) } };

    pages.get(`${OIDC_PATH}/interaction/:uid`, uidParams, async (request, reply) => {
      const { details, brand, language, t } = await interaction(request, reply);
      return html(
        reply,
        brand,
        language,
        t.signIn,
        loginForm(details.uid, t, null, String(details.params.login_hint ?? '')),
      );
    });

    pages.post(
      `${OIDC_PATH}/interaction/:uid/login`,
      {
        ...uidParams,
        config: { rateLimit: { max: app.config.RATE_LIMIT_LOGINS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { details, brand, language, t } = await interaction(request, reply);
        const form = (request.body ?? {}) as Record<string, string>;
        const account = await accounts.authenticate(String(form.email ?? ''), String(form.password ?? ''));
        if (!account) {
          reply.code(401);
          return html(reply, brand, language, t.signIn, loginForm(details.uid, t, t.invalid, form.email));
        }
        return finishLogin(request, reply, account.accountId);
      },
    );

    pages.get(`${OIDC_PATH}/interaction/:uid/register`, uidParams, async (request, reply) => {
      const { details, brand, language, t } = await interaction(request, reply);
      return html(reply, brand, language, t.register, registrationForm(details.uid, t, null));
    });

    pages.post(
      `${OIDC_PATH}/interaction/:uid/register`,
      {
        ...uidParams,
        config: { rateLimit: { max: app.config.RATE_LIMIT_LOGINS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { details, brand, language, t } = await interaction(request, reply);
        const form = (request.body ?? {}) as Record<string, string>;
        const parsed = registration.safeParse(form);
        if (!parsed.success) {
          reply.code(400);
          return html(
            reply,
            brand,
            language,
            t.register,
            registrationForm(details.uid, t, t.incomplete, form),
          );
        }
        const account = await accounts.register({
          email: parsed.data.email,
          password: parsed.data.password,
          givenName: parsed.data.given_name,
          familyName: parsed.data.family_name,
        });
        if (!account) {
          reply.code(409);
          return html(reply, brand, language, t.register, registrationForm(details.uid, t, t.taken, form));
        }
        return finishLogin(request, reply, account.accountId);
      },
    );
  });
}
