import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Mailbox } from './mailbox.js';

/** The largest mail kept: a PDF summary with a screenshot stays well below it. */
const MAX_MAIL_BYTES = 30 * 1024 * 1024;

/** The Message-ID header of a raw mail, from its header block (folded lines joined). */
function messageIdOf(raw: Buffer): string | null {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw
    .subarray(0, end === -1 ? Math.min(raw.length, 64 * 1024) : end)
    .toString('latin1')
    .replace(/\r\n[ \t]+/g, ' ');
  const match = /^message-id:\s*(.+)$/im.exec(head);
  return match?.[1]?.trim() || null;
}

export interface SmtpSinkStats {
  /** Mails the server accepted, duplicates included. */
  accepted: number;
  /** Accepted mails whose Message-ID was already kept, so not kept again. */
  duplicates: number;
}

/**
 * The built-in SMTP server of a local installation: accepts every mail on a loopback port
 * without authentication and keeps it in the mailbox, once per Message-ID.
 */
export class SmtpSink {
  private readonly server: SMTPServer;
  private readonly counts: SmtpSinkStats = { accepted: 0, duplicates: 0 };

  constructor(private readonly mailbox: Mailbox) {
    this.server = new SMTPServer({
      name: 'configurator.local',
      banner: 'configurator mail sink',
      authOptional: true,
      // A loopback sink needs neither; advertising STARTTLS would only offer a self-signed certificate.
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_MAIL_BYTES,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
            return;
          }
          const raw = Buffer.concat(chunks);
          // Without a Message-ID the content is its identity: the same bytes twice are one mail.
          const messageId = messageIdOf(raw) ?? `<sha256-${createHash('sha256').update(raw).digest('hex')}>`;
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          this.mailbox.store(messageId, envelope, raw).then(
            (kept) => {
              this.counts.accepted++;
              if (!kept) this.counts.duplicates++;
              callback(null, kept ? 'Kept' : 'Already kept (same Message-ID)');
            },
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
        });
      },
    });
  }

  /** Listens on `host:port` (0: any free port) and answers the port. */
  listen(port: number, host = '127.0.0.1'): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = this.server.server;
      server.once('error', reject);
      this.server.listen(port, host, () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  }

  stats(): SmtpSinkStats {
    return { ...this.counts };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
