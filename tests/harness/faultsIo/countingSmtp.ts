/**
 * An SMTP server the faults-io section can take down and bring back on one port: it counts every
 * mail it accepts by Message-ID, duplicates included (the product's own sink keeps one copy of a
 * Message-ID, which would hide a mail sent twice).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** down: nothing listens (connections refused); refusing: it answers 421 to every connection. */
export type SmtpMode = 'down' | 'refusing' | 'up';

function messageIdOf(raw: string): string {
  const head = raw.split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ') ?? '';
  return /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '(none)';
}

export class CountingSmtp {
  /** Mails accepted per Message-ID. */
  readonly received = new Map<string, number>();
  /** When each Message-ID was first accepted. */
  readonly firstAt = new Map<string, number>();
  /** Connections turned away while refusing. */
  refused = 0;
  private server: SMTPServer | null = null;
  private mode: SmtpMode = 'down';

  constructor(readonly port: number) {}

  private create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => {
        if (this.mode !== 'refusing') return callback();
        this.refused++;
        callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const id = messageIdOf(Buffer.concat(chunks).toString('latin1'));
          this.received.set(id, (this.received.get(id) ?? 0) + 1);
          if (!this.firstAt.has(id)) this.firstAt.set(id, Date.now());
          callback(null, 'Accepted');
        });
      },
    });
  }

  /** Switches to `mode`: listening (answering or refusing) or not listening at all. */
  async set(mode: SmtpMode): Promise<void> {
    this.mode = mode;
    if (mode === 'down') {
      const server = this.server;
      this.server = null;
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      return;
    }
    if (this.server) return;
    const server = this.create();
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    if ((server.server.address() as AddressInfo).port !== this.port) throw new Error('wrong SMTP port');
    this.server = server;
  }

  close(): Promise<void> {
    return this.set('down');
  }
}
