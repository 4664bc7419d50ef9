import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outbox } from '@configurator/migrations/db/schema/eventStore';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { claimOutboxRows, readOutboxRow } from '../eventStore/outbox.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { Mailbox } from './mailbox.js';
import { MAIL_OUTBOX_KIND } from './mailPayload.js';
import { senderOf } from './mailService.js';
import { MailOutboxWorker, retryDelayMs } from './outboxWorker.js';

/**
 * A real SMTP server whose answer the test chooses: accept (kept in a mailbox, once per
 * Message-ID), refuse for now (451) or refuse for good (550). It notes every attempt.
 */
class ControlledSmtpServer {
  answer: 'accept' | 'temporary' | 'permanent' = 'accept';
  /** Refusals still to give before accepting again (with answer 'temporary'). */
  refusalsLeft = Number.POSITIVE_INFINITY;
  readonly attempts: { at: number; answer: string }[] = [];
  accepted = 0;
  port = 0;
  private readonly server: SMTPServer;

  constructor(readonly mailbox: Mailbox) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        const answer = this.answer === 'temporary' && this.refusalsLeft <= 0 ? 'accept' : this.answer;
        this.attempts.push({ at: Date.now(), answer });
        if (answer === 'accept') return callback();
        if (this.answer === 'temporary') this.refusalsLeft--;
        const code = answer === 'temporary' ? 451 : 550;
        callback(Object.assign(new Error(`${code} refused by the test`), { responseCode: code }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const messageId = /^message-id:\s*(.+)$/im.exec(raw.toString('latin1'))?.[1]?.trim() ?? '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          this.mailbox.store(messageId, { from: '', to }, raw).then(() => {
            this.accepted++;
            callback();
          }, callback);
        });
      },
    });
  }

  listen(): Promise<void> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => {
        this.port = (this.server.server.address() as AddressInfo).port;
        resolve();
      }),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A worker whose process dies right after the SMTP server accepted, before the row is marked. */
class DiesAfterSendingWorker extends MailOutboxWorker {
  protected override markDelivered(): Promise<void> {
    return new Promise<void>(() => {});
  }
}

async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases())('outbox worker on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let smtp: ControlledSmtpServer;
  let dir: string;
  let modelId: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    smtp = new ControlledSmtpServer(new Mailbox(dir));
    await smtp.listen();
    // No worker of the app's own: each test runs the workers it needs.
    t = await startTestApp(testDatabase, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_WORKER: 'false' });
    api = new ConfigurationClient(t.app);
    modelId = (await api.vehicles())[0]!.ModelId;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Sends a configuration by mail and answers the id of the outbox row it committed. */
  async function committedMail(to: string): Promise<number> {
    const { ConfigurationId: id } = await api.create(modelId);
    const sent = await api.post(`/configuration/${id}/send`, { Email: to });
    expect(sent.statusCode, sent.body).toBe(200);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.streamId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: MAIL_OUTBOX_KIND, processedAt: null, attempts: 0 });
    return rows[0]!.id;
  }

  const kept = async (to: string) => (await smtp.mailbox.list()).filter((mail) => mail.to.includes(to));

  it('delivers exactly once after a worker died between claiming and sending', async () => {
    smtp.answer = 'accept';
    const to = 'claimed-then-died@example.com';
    const id = await committedMail(to);
    // The first worker claims the row and dies before it sends anything.
    const claimed = await claimOutboxRows(t.database.db, {
      kinds: [MAIL_OUTBOX_KIND],
      limit: 100,
      leaseMs: 300,
    });
    expect(claimed.map((row) => row.id)).toContain(id);

    const restarted = t.app.services.mail.createWorker({ leaseMs: 300 });
    expect(await restarted.runOnce(), 'the lease still holds').toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await restarted.runOnce()).toBe(1);
    expect(await restarted.runOnce()).toBe(0);

    expect(await kept(to)).toHaveLength(1);
    const row = await readOutboxRow(t.database.db, id);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.processedAt).not.toBeNull();
  });

  it('keeps one mail when a worker died after the SMTP server accepted, before marking the row', async () => {
    smtp.answer = 'accept';
    const to = 'sent-then-died@example.com';
    const id = await committedMail(to);
    const acceptedBefore = smtp.accepted;
    const dying = t.app.services.mail.createWorker({ leaseMs: 300 }, DiesAfterSendingWorker);
    void dying.runOnce();
    await until(() => smtp.accepted === acceptedBefore + 1, 'the first delivery');
    expect((await readOutboxRow(t.database.db, id))?.processedAt).toBeNull();

    const restarted = t.app.services.mail.createWorker({ leaseMs: 300 });
    await until(async () => (await restarted.runOnce()) > 0, 'the lease to run out');
    // Sent twice over SMTP with one Message-ID: the receiver keeps one.
    expect(smtp.accepted).toBe(acceptedBefore + 2);
    const mails = await kept(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.messageId).toMatch(new RegExp(`^<outbox-${id}\\.`));
    expect((await readOutboxRow(t.database.db, id))?.processedAt).not.toBeNull();
  });

  it('retries a refused mail with growing waits and delivers it once the server accepts', async () => {
    smtp.answer = 'temporary';
    smtp.refusalsLeft = 2;
    const to = 'refused-twice@example.com';
    const id = await committedMail(to);
    const from = smtp.attempts.length;
    const worker = t.app.services.mail.createWorker({ retryBaseMs: 150, maxAttempts: 5, pollMs: 10 });
    worker.start();
    try {
      await until(async () => (await readOutboxRow(t.database.db, id))?.processedAt != null, 'delivery');
    } finally {
      await worker.stop();
    }
    const attempts = smtp.attempts.slice(from);
    expect(attempts.map((a) => a.answer)).toEqual(['temporary', 'temporary', 'accept']);
    // Waits of 150 ms, then 300 ms (a little slack for the two clocks involved).
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(140);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(290);
    expect(await kept(to)).toHaveLength(1);
    expect(await readOutboxRow(t.database.db, id)).toMatchObject({ attempts: 3, lastError: null });
  });

  it('gives up after the maximum attempts and marks the row failed', async () => {
    smtp.answer = 'temporary';
    smtp.refusalsLeft = Number.POSITIVE_INFINITY;
    const to = 'always-refused@example.com';
    const id = await committedMail(to);
    const worker = t.app.services.mail.createWorker({ retryBaseMs: 50, maxAttempts: 3, pollMs: 10 });
    worker.start();
    try {
      await until(async () => (await readOutboxRow(t.database.db, id))?.processedAt != null, 'giving up');
      // Nothing is claimed again once given up.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await worker.stop();
    }
    const row = await readOutboxRow(t.database.db, id);
    expect(row?.attempts).toBe(3);
    expect(row?.lastError).toMatch(/^after 3 attempt\(s\): .*451/);
    expect(await kept(to)).toHaveLength(0);
  });

  it('gives up at once when the server refuses for good (5xx)', async () => {
    smtp.answer = 'permanent';
    const id = await committedMail('refused-for-good@example.com');
    const worker = t.app.services.mail.createWorker({ retryBaseMs: 50, maxAttempts: 5 });
    expect(await worker.runOnce()).toBe(1);
    const row = await readOutboxRow(t.database.db, id);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/550/);
    expect(row?.processedAt).not.toBeNull();
  });

  it('lets concurrent workers share the outbox without sending anything twice', async () => {
    smtp.answer = 'accept';
    const recipients = Array.from({ length: 6 }, (_, i) => `shared-${i}@example.com`);
    for (const to of recipients) await committedMail(to);
    const acceptedBefore = smtp.accepted;
    const workers = [1, 2, 3].map(() => t.app.services.mail.createWorker({ batchSize: 2 }));
    let claimed = 0;
    for (let round = 0; round < 10 && claimed < recipients.length; round++) {
      const counts = await Promise.all(workers.map((worker) => worker.runOnce()));
      claimed += counts.reduce((sum, n) => sum + n, 0);
    }
    expect(claimed).toBe(recipients.length);
    expect(smtp.accepted - acceptedBefore).toBe(recipients.length);
    for (const to of recipients) expect(await kept(to)).toHaveLength(1);
  });

  it("takes MAIL_FROM's name, or leaves the name to the mail's brand", () => {
    expect(senderOf(loadConfig({ MAIL_FROM: '"Motorrad Shop" <shop@dealer.example>' }))).toEqual({
      address: 'shop@dealer.example',
      name: 'Motorrad Shop',
      domain: 'dealer.example',
    });
    expect(senderOf(loadConfig({ MAIL_FROM: 'no-reply@configurator.example' }))).toEqual({
      address: 'no-reply@configurator.example',
      name: null,
      domain: 'configurator.example',
    });
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('waits twice as long after every failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelayMs(attempt, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
  });
});
