/**
 * Security (issue 21, item 5): path traversal against every path-taking route, JWT negatives on
 * REST, tRPC and the stream, rate limits, the Content Security Policy and security headers on every
 * kind of answer, stored markup rendered inert in the client, the PDF and the mails, and the
 * dependency audit.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStubRenderNode } from '@configurator/bff/testing/stubRenderNode';
import { startTestApp, XHR } from '@configurator/bff/testing/testApp';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { type Figure, holds, none, reported, type Section } from '../figures.js';
import { runAudit } from '../security/audit.js';
import { checkHeaders } from '../security/headers.js';
import { checkClientPages } from '../security/inertClient.js';
import { createIssuerKeys, probeTokens } from '../security/jwtNegatives.js';
import { LIMITS, probeRateLimits } from '../security/rateLimits.js';
import { probeStoredMarkup, storeMarkupInCatalog } from '../security/storedMarkup.js';
import { probeTraversal } from '../security/traversal.js';

const SECTION = 'security';
const API = '/api/posconfigurator';
const root = fileURLToPath(new URL('../../../', import.meta.url));
const sum = <T>(items: readonly T[], of: (item: T) => number) =>
  items.reduce((total, item) => total + of(item), 0);

export const securitySection: Section = {
  name: SECTION,
  async run(context) {
    const [database] = testDatabases(
      context.quick || !context.postgresUrl
        ? { TEST_DATABASES: 'pglite' }
        : { TEST_DATABASE_URL: context.postgresUrl, TEST_DATABASES: 'postgres' },
    );
    if (!database) throw new Error('no test database');
    const figures: Figure[] = [];
    const issuer = await createIssuerKeys();
    const node = await startStubRenderNode();
    const mailbox = await mkdtemp(join(tmpdir(), 'harness-mailbox-'));
    try {
      // Mails go through the built-in SMTP server into a mailbox of this run.
      const mail = { MAIL_WORKER: 'true', MAILBOX_DIR: mailbox, MAIL_POLL_MS: '100' };
      const t = await startTestApp(
        database,
        { RENDER_LOCAL_NODE: 'false', RENDER_NODES: node.url, ...mail },
        { identityKeys: issuer.keys },
      );
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
        const token = await issuer.sign({
          sub: 'harness-visitor',
          scope: 'openid',
          client_id: 'configurator',
        });
        // Catalog texts with markup, as an import could bring them.
        const modelId = await storeMarkupInCatalog(t);
        const created = await fetch(`${base}${API}/configuration/create`, {
          method: 'POST',
          headers: { ...XHR, 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ ModelId: modelId }),
        });
        const configurationId = ((await created.json()) as { ConfigurationId: string }).ConfigurationId;
        const ids = { modelId, configurationId };

        const traversal = await probeTraversal(base, ids, context.quick ? 400 : Number.POSITIVE_INFINITY);
        context.log(`traversal answers by status: ${JSON.stringify(traversal.byStatus)}`);
        for (const leak of traversal.leaks.slice(0, 5)) context.log(`leak: ${leak}`);
        figures.push(
          reported(SECTION, 'traversal requests sent', traversal.sent),
          none(SECTION, 'files outside the served trees answered', traversal.leaks.length),
        );

        const jwt = await probeTokens(
          base,
          `configurationId=${configurationId}&video=jpeg`,
          issuer,
          'harness-visitor',
        );
        for (const line of [...jwt.accepted, ...jwt.controlRefused]) context.log(`jwt: ${line}`);
        figures.push(
          none(SECTION, `forged or misused tokens accepted (${jwt.checked} tries)`, jwt.accepted.length),
          holds(
            SECTION,
            'a valid access token passes REST, tRPC and the stream',
            jwt.controlRefused.length === 0,
            jwt.controlRefused.join('; ') || 'passes',
          ),
        );

        const pdf = `${API}/configuration/${configurationId}/pdf`;
        const answers = [
          ['/main', {}],
          ['/', {}],
          ['/no/such/page', {}],
          ['/oidc/.well-known/openid-configuration', {}],
          [`${API}/appsettings`, {}],
          [`${API}/configuration/00000000-0000-4000-8000-000000000000`, {}],
          [`${API}/configuration/not-a-uuid`, {}],
          [`${API}/no-such-route`, {}],
          [`/catalog/models/${modelId}/hero.png`, {}],
          [`/images/${modelId}/x/none/std/0.webp`, {}],
          [pdf, {}],
          [`${API}/user/configurations`, {}],
          [`${API}/configuration/create`, { method: 'POST', headers: XHR, body: '{' }],
          ['/api/docs/static/index.html', {}],
        ] as const;
        const checks = [];
        for (const [url, init] of answers) checks.push(await checkHeaders(base, url, init));
        const failing = checks.filter((c) => c.problems.length);
        for (const c of failing) context.log(`headers: ${c.status} ${c.url}: ${c.problems.join(', ')}`);
        figures.push(
          none(
            SECTION,
            `answers lacking security headers or with inline scripts (${checks.length} kinds)`,
            failing.length,
          ),
        );

        // Customer details are saved by dealers.
        const dealer = await issuer.sign({
          sub: 'harness-dealer',
          dealer_no: '10001',
          scope: 'openid',
          client_id: 'configurator',
        });
        const markup = await probeStoredMarkup(t, base, dealer, modelId);
        for (const line of markup.live) context.log(`markup: ${line}`);
        figures.push(
          none(
            SECTION,
            `stored markup live in the PDF and mails (${markup.checked} places)`,
            markup.live.length,
          ),
        );
      } finally {
        await t.close();
      }

      const limited = await startTestApp(database, {
        ...LIMITS,
        RENDER_LOCAL_NODE: 'false',
        RENDER_NODES: node.url,
      });
      try {
        const limits = await probeRateLimits(limited.app);
        figures.push(
          holds(
            SECTION,
            'writes and sign-ins over the limit: 429 with Retry-After',
            limits.ok,
            limits.seen.join('; '),
          ),
        );
      } finally {
        await limited.close();
      }
    } finally {
      await node.close();
      await rm(mailbox, { recursive: true, force: true });
    }

    // The same payloads in the client as built, in Chromium (the quick form: two screens).
    const pages = await checkClientPages(database, context.quick, context.log);
    figures.push(
      reported(SECTION, 'client pages checked for stored markup', pages.length),
      reported(
        SECTION,
        'payloads shown as text in the client',
        sum(pages, (p) => p.shown),
      ),
      holds(
        SECTION,
        'every client page checked shows payloads as text',
        pages.every((p) => p.shown > 0),
        pages.map((p) => `${p.page} ${p.shown}`).join(', '),
      ),
      none(
        SECTION,
        'scripts run from stored markup in the client',
        sum(pages, (p) => (p.ran ? 1 : 0)),
      ),
      none(
        SECTION,
        'payload elements live in the client',
        sum(pages, (p) => p.live.length),
      ),
    );

    const audit = await runAudit(root);
    if (audit.unexplained === null) {
      context.log(audit.why);
      // Without an audit endpoint nothing is known: reported in the quick form, missed in the full run.
      figures.push(
        context.quick
          ? reported(SECTION, 'dependency audit (high, critical)', audit.why)
          : holds(SECTION, 'dependency audit (high, critical)', false, audit.why),
      );
    } else {
      for (const line of audit.unexplained) context.log(`audit: ${line}`);
      figures.push(
        none(
          SECTION,
          `unexplained high or critical audit findings (${audit.explained} explained)`,
          audit.unexplained.length,
        ),
      );
    }
    return figures;
  },
};
