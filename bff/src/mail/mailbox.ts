import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';

/** One stored mail as the mailbox page lists it. */
export interface MailboxEntry {
  id: string;
  messageId: string | null;
  receivedAt: string;
  from: string;
  /** The envelope's recipients: who the mail was delivered to. */
  to: string[];
  subject: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

export interface MailboxMail extends MailboxEntry {
  html: string | null;
  text: string | null;
  parsed: ParsedMail;
}

const ID_PATTERN = /^[a-f0-9]{40}$/;

/** The file a mail is kept in: one per Message-ID, which is what makes a resent mail a duplicate. */
export function mailboxId(messageId: string): string {
  return createHash('sha1').update(messageId.trim().toLowerCase()).digest('hex');
}

/**
 * The mails the built-in SMTP server received, one `.eml` file each in a directory: readable by
 * any mail program, kept across restarts, and independent of the database.
 */
export class Mailbox {
  constructor(readonly dir: string) {}

  /**
   * Keeps one mail; false when a mail with the same Message-ID is already kept. The exclusive
   * create is the deduplication, so two deliveries racing each other still leave one file.
   */
  async store(messageId: string, envelope: { from: string; to: string[] }, raw: Buffer): Promise<boolean> {
    await mkdir(this.dir, { recursive: true });
    const headers = `Return-Path: <${envelope.from}>\r\nDelivered-To: ${envelope.to.join(', ')}\r\n`;
    try {
      await writeFile(
        join(this.dir, `${mailboxId(messageId)}.eml`),
        Buffer.concat([Buffer.from(headers), raw]),
        {
          flag: 'wx',
        },
      );
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  /** The newest mails first. */
  async list(limit = 200): Promise<MailboxEntry[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => name.endsWith('.eml'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const dated = await Promise.all(
      names.map(async (name) => ({ name, mtime: (await stat(join(this.dir, name))).mtimeMs })),
    );
    dated.sort((a, b) => b.mtime - a.mtime || a.name.localeCompare(b.name));
    const mails = await Promise.all(dated.slice(0, limit).map(({ name }) => this.get(name.slice(0, -4))));
    return mails.flatMap((mail) => (mail ? [entryOf(mail)] : []));
  }

  async get(id: string): Promise<MailboxMail | null> {
    if (!ID_PATTERN.test(id)) return null;
    const path = join(this.dir, `${id}.eml`);
    let raw: Buffer;
    try {
      raw = await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const parsed = await simpleParser(raw);
    // mailparser reads Delivered-To as an address header.
    const deliveredTo = parsed.headers.get('delivered-to') as AddressObject | string | undefined;
    const to =
      typeof deliveredTo === 'string'
        ? deliveredTo.split(/,\s*/)
        : (deliveredTo?.value ?? []).flatMap((entry) => (entry.address ? [entry.address] : []));
    return {
      id,
      messageId: parsed.messageId ?? null,
      receivedAt: (await stat(path)).mtime.toISOString(),
      from: parsed.from?.text ?? '',
      to,
      subject: parsed.subject ?? '',
      attachments: parsed.attachments.map((a) => ({
        filename: a.filename ?? 'attachment',
        contentType: a.contentType,
        size: a.size,
      })),
      html: typeof parsed.html === 'string' ? parsed.html : null,
      text: parsed.text ?? null,
      parsed,
    };
  }
}

function entryOf(mail: MailboxMail): MailboxEntry {
  const { html: _html, text: _text, parsed: _parsed, ...entry } = mail;
  return entry;
}
