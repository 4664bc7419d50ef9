import { join, resolve } from 'node:path';
import { repositoryRoot } from '@configurator/migrations/db/paths';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config.js';
import { Mailbox } from './mailbox.js';
import { composeMail, type MailSources } from './mailComposer.js';
import { MailOutboxWorker, type OutboxWorkerOptions } from './outboxWorker.js';
import { SmtpSink } from './smtpSink.js';

/** MAIL_FROM's address and name (`Name <address>`); a bare address leaves the name to each mail's brand. */
export function senderOf(config: AppConfig): { address: string; name: string | null; domain: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(config.MAIL_FROM);
  const address = named?.[2]?.trim() ?? config.MAIL_FROM.trim();
  const name = named?.[1]?.trim() || null;
  return { address, name, domain: address.split('@')[1] ?? 'localhost' };
}

/** Outgoing mail: the SMTP transport, the outbox worker and, by default, the built-in SMTP server. */
export class MailService {
  private worker: MailOutboxWorker | null = null;

  private constructor(
    private readonly sources: MailSources,
    private readonly transport: Transporter,
    private readonly workerOptions: OutboxWorkerOptions,
    /** The built-in SMTP server and its mailbox; null when mails go to SMTP_URL. */
    readonly sink: SmtpSink | null,
    readonly mailbox: Mailbox | null,
  ) {}

  static async start(config: AppConfig, sources: MailSources): Promise<MailService> {
    let sink: SmtpSink | null = null;
    let mailbox: Mailbox | null = null;
    let transport: Transporter;
    const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
    if (config.SMTP_URL) {
      transport = nodemailer.createTransport({ url: config.SMTP_URL, ...timeouts });
    } else {
      mailbox = new Mailbox(resolve(repositoryRoot, config.MAILBOX_DIR ?? join(config.DATA_DIR, 'mailbox')));
      if (config.MAIL_WORKER) {
        sink = new SmtpSink(mailbox);
        const port = await sink.listen(config.MAIL_SINK_PORT);
        sources.log.info({ port, dir: mailbox.dir }, 'built-in SMTP server listening');
        transport = nodemailer.createTransport({
          host: '127.0.0.1',
          port,
          secure: false,
          ignoreTLS: true,
          ...timeouts,
        });
      } else {
        // No worker here: nothing is sent from this process, and a transport is never used.
        transport = nodemailer.createTransport({ jsonTransport: true });
      }
    }
    const sender = senderOf(config);
    const service = new MailService(
      sources,
      transport,
      {
        fromAddress: sender.address,
        fromName: sender.name,
        messageIdDomain: sender.domain,
        maxAttempts: config.MAIL_MAX_ATTEMPTS,
        retryBaseMs: config.MAIL_RETRY_BASE_MS,
        retryMaxMs: config.MAIL_RETRY_MAX_MS,
        leaseMs: config.MAIL_LEASE_MS,
        pollMs: config.MAIL_POLL_MS,
        batchSize: 10,
      },
      sink,
      mailbox,
    );
    if (config.MAIL_WORKER) {
      service.worker = service.createWorker();
      service.worker.start();
    }
    return service;
  }

  /** A worker over this service's transport; tests run several to play restarts and crashes. */
  createWorker(
    overrides: Partial<OutboxWorkerOptions> = {},
    Worker: typeof MailOutboxWorker = MailOutboxWorker,
  ): MailOutboxWorker {
    return new Worker(
      this.sources.db,
      this.transport,
      (payload) => composeMail(this.sources, payload, new Date()),
      { ...this.workerOptions, ...overrides },
      this.sources.log,
    );
  }

  /** A send committed in this process: its worker delivers now rather than at the next poll. */
  wake(): void {
    this.worker?.wake();
  }

  /** The worker first (it finishes the mail in flight), then the SMTP server it may be sending to. */
  async close(): Promise<void> {
    await this.worker?.stop();
    this.transport.close();
    await this.sink?.close();
  }
}
