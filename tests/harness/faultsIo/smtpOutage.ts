/**
 * The SMTP server down for a while: mails sent meanwhile (the export by mail, the summary by mail,
 * the dealer enquiry) are answered at once and wait in the outbox; the worker retries them while
 * nothing listens and while the server answers 421, and delivers each exactly once when it is back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CUSTOMER } from '@configurator/bff/identity/accounts';
import { discoveryOf, logIn } from '@configurator/bff/testing/oidcLogin';
import { queryRows } from '@configurator/migrations/db/database';
import { waitUntil } from '@configurator/render-sim/testing/processTree';
import { sql } from 'drizzle-orm';
import { freePort } from '../../src/serverProcess.js';
import { type Figure, holds, none, reported } from '../figures.js';
import { CountingSmtp } from './countingSmtp.js';
import {
  type Answer,
  API,
  createConfiguration,
  type FaultServer,
  modelsOf,
  type Probe,
  SECTION,
  startFaultServer,
} from './faultServer.js';

const NAME = 'SMTP down';

interface OutboxRow {
  id: number;
  attempts: number;
  processed_at: string | null;
  last_error: string | null;
}

const outboxRows = (server: FaultServer) =>
  queryRows<OutboxRow>(
    server.database.db,
    sql`select id, attempts, processed_at, last_error from outbox where kind = 'mail' order by id`,
  );

/** Sends one mail of each kind for a new configuration; answers the sends' answers. */
async function sendMails(
  server: FaultServer,
  modelId: string,
  token: string,
  n: number,
  withExport: boolean,
): Promise<Answer[]> {
  const [dealer] = await queryRows<{ dealer_no: string }>(
    server.database.db,
    sql`select dealer_no from dealers order by dealer_no limit 1`,
  );
  if (!dealer) throw new Error('no dealer in the catalog');
  const { id } = await createConfiguration(server, modelId, token);
  const to = `outage-${n}@example.com`;
  return [
    await server.call(`${API}/configuration/${id}/send`, { body: { Email: to } }),
    // The export carries a PDF of the configuration: long to compose, so not in the short form.
    ...(withExport
      ? [
          await server.call(`${API}/configuration/${id}/send-export`, {
            body: { Email: to, Firstname: 'Olga', Lastname: `Outage ${n}` },
          }),
        ]
      : []),
    await server.call(`${API}/configuration/${id}/send-dealer`, {
      token,
      body: {
        dealer: { DealerNo: dealer.dealer_no },
        userProfileId: 'harness-customer',
        userProfile: { firstName: 'Olga', lastName: `Outage ${n}`, email: to },
      },
    }),
  ];
}

export async function smtpOutage(probe: Probe): Promise<Figure[]> {
  const smtp = new CountingSmtp(await freePort());
  const cacheDir = await mkdtemp(join(tmpdir(), 'harness-smtp-'));
  let server: FaultServer | null = null;
  // At most this long in each way of being down: the mails' retries (scaled below) fail meanwhile.
  const downMs = 60_000;
  try {
    server = await startFaultServer(probe.postgresUrl, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      RENDER_CACHE_DIR: cacheDir,
      // Minutes and hours in production; seconds here, with the same number of attempts (8).
      MAIL_RETRY_BASE_MS: '500',
      MAIL_RETRY_MAX_MS: '4000',
      MAIL_POLL_MS: '200',
    });
    const s = server;
    const origin = s.server.url;
    const token = (await logIn(origin, await discoveryOf(origin), 'configurator', DEMO_CUSTOMER)).accessToken;
    const [model] = await modelsOf(s);
    if (!model) throw new Error('no model');

    // Nothing listens on the SMTP port: sends are answered, the mails wait.
    const rounds = probe.quick ? 1 : 3;
    const answers: Answer[] = [];
    for (let n = 0; n < rounds; n++)
      answers.push(...(await sendMails(s, model.modelId, token, n, !probe.quick)));
    // Down until every mail failed twice, then answering 421 until each was turned away.
    const attempts = async () => (await outboxRows(s)).map((row) => row.attempts);
    await waitUntil(async () => (await attempts()).every((a) => a >= 2), downMs);
    await smtp.set('refusing');
    const mails = (await attempts()).length;
    await waitUntil(() => smtp.refused >= mails, downMs);
    const whileDown = await outboxRows(s);
    for (const reason of new Set(whileDown.map((row) => row.last_error?.slice(0, 120))))
      probe.log(`outbox while down: ${reason}`);
    const deliveredWhileDown = smtp.received.size;

    const backAt = Date.now();
    await smtp.set('up');
    const sent = whileDown.length;
    const allDelivered = await waitUntil(async () => {
      const rows = await outboxRows(s);
      return rows.length === sent && rows.every((row) => row.processed_at !== null);
    }, 180_000);
    // A late second copy would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rows = await outboxRows(s);
    const given = rows.filter((row) => row.processed_at !== null && row.last_error !== null);
    for (const row of given) probe.log(`mail ${row.id} given up: ${row.last_error}`);
    const counts = [...smtp.received.values()];
    const twice = counts.filter((c) => c > 1).length;
    const lastAt = Math.max(backAt, ...smtp.firstAt.values());
    const refusedSends = answers.filter((a) => a.status !== 200);
    for (const answer of refusedSends.slice(0, 3))
      probe.log(`send answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);

    return [
      holds(
        SECTION,
        `${NAME}: sends answered 200 while it is down`,
        refusedSends.length === 0 && answers.length > 0,
        `${answers.length - refusedSends.length} of ${answers.length}`,
      ),
      holds(
        SECTION,
        `${NAME}: outbox retried while down (refused, then 421)`,
        whileDown.every((row) => row.attempts >= 2 && row.processed_at === null) &&
          smtp.refused >= whileDown.length,
        `attempts ${Math.min(...whileDown.map((r) => r.attempts))}-${Math.max(...whileDown.map((r) => r.attempts))}, ${smtp.refused} refused`,
      ),
      none(SECTION, `${NAME}: mails delivered while down`, deliveredWhileDown),
      holds(
        SECTION,
        `${NAME}: mails delivered vs sent, exactly once`,
        allDelivered && smtp.received.size === sent && twice === 0 && given.length === 0,
        `${smtp.received.size} / ${sent}`,
      ),
      none(SECTION, `${NAME}: mails delivered twice`, twice),
      none(SECTION, `${NAME}: mails given up`, given.length),
      reported(SECTION, `${NAME}: recovery, last mail after it is back`, (lastAt - backAt) / 1000, 's'),
    ];
  } finally {
    await server?.stop().catch(() => undefined);
    await smtp.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}
