import type { Database } from '@configurator/migrations/db/database';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import {
  type ClaimedOutboxRow,
  claimOutboxRows,
  markOutboxFailed,
  markOutboxProcessed,
  scheduleOutboxRetry,
} from '../eventStore/outbox.js';
import type { ComposedMail } from './mailComposer.js';
import { MAIL_OUTBOX_KIND, type MailPayload, mailPayloadSchema } from './mailPayload.js';

export interface OutboxWorkerOptions {
  /** The sender's address, and its name; without one the mail's brand: `KTM Configurator`. */
  fromAddress: string;
  fromName: string | null;
  /** The right-hand side of every Message-ID. */
  messageIdDomain: string;
  /** Attempts before a row is given up and marked failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles with every further one. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim holds: after it another worker takes the row over. Longer than one send. */
  leaseMs: number;
  /** How often the outbox is looked at when nobody wakes the worker. */
  pollMs: number;
  batchSize: number;
}

/** A refusal that retrying cannot change: SMTP's 5xx answers. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/**
 * The stable identity of one outbox row's mail: every attempt sends the same Message-ID, so a
 * receiver that deduplicates by it (the built-in SMTP server does) keeps one copy. The stream id is
 * a random UUID, which keeps ids unique even across databases that restart their row numbers.
 */
export function outboxMessageId(row: { id: number; streamId: string | null }, domain: string): string {
  return `<outbox-${row.id}.${row.streamId ?? 'none'}@${domain}>`;
}

/** Exponential backoff: base, 2 x base, 4 x base ... capped. `attempts` counts the failed one. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the mails of the outbox through SMTP. At least once: a row is marked delivered only
 * after the SMTP server accepted the mail, so a crash in between sends it again when the lease
 * runs out, with the same Message-ID. Any number of workers on any number of instances may run;
 * the claim keeps them from sending the same row at the same time.
 */
export class MailOutboxWorker {
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    private readonly transport: Transporter,
    private readonly compose: (payload: MailPayload) => Promise<ComposedMail>,
    private readonly options: OutboxWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Finishes the mail in flight, then stops; nothing is claimed afterwards. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.loop;
    this.loop = null;
  }

  /** New rows were committed in this process: look now rather than at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, 'outbox pass failed');
      }
      if (handled === this.options.batchSize || this.stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  /** One pass: claims due rows and delivers them one after the other. Answers how many it claimed. */
  async runOnce(): Promise<number> {
    const rows = await claimOutboxRows(this.db, {
      kinds: [MAIL_OUTBOX_KIND],
      limit: this.options.batchSize,
      leaseMs: this.options.leaseMs,
    });
    for (const row of rows) {
      if (this.stopping) break;
      await this.deliver(row);
    }
    return rows.length;
  }

  private async deliver(row: ClaimedOutboxRow): Promise<void> {
    const messageId = outboxMessageId(row, this.options.messageIdDomain);
    try {
      const payload = mailPayloadSchema.parse(row.payload);
      const { brandName, ...mail } = await this.compose(payload);
      const from = {
        name: this.options.fromName ?? `${brandName} Configurator`,
        address: this.options.fromAddress,
      };
      await this.send({ ...mail, from, messageId });
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    await this.markDelivered(row);
    this.log.info({ outboxId: row.id, messageId, attempts: row.attempts }, 'mail delivered');
  }

  protected async send(
    mail: Omit<ComposedMail, 'brandName'> & { from: { name: string; address: string }; messageId: string },
  ): Promise<void> {
    await this.transport.sendMail(mail);
  }

  /** Written after the SMTP server's acceptance; see the class comment for a crash before it. */
  protected async markDelivered(row: ClaimedOutboxRow): Promise<void> {
    await markOutboxProcessed(this.db, row.id);
  }

  private async failed(row: ClaimedOutboxRow, error: unknown): Promise<void> {
    const reason = describe(error);
    const parsed = mailPayloadSchema.safeParse(row.payload);
    if (!parsed.success || isPermanent(error) || row.attempts >= this.options.maxAttempts) {
      await markOutboxFailed(this.db, row.id, `after ${row.attempts} attempt(s): ${reason}`);
      this.log.error({ outboxId: row.id, attempts: row.attempts, reason }, 'mail given up');
      return;
    }
    const delay = retryDelayMs(row.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
    await scheduleOutboxRetry(this.db, row.id, delay, reason);
    this.log.warn(
      { outboxId: row.id, attempts: row.attempts, retryInMs: delay, reason },
      'mail will be retried',
    );
  }
}
