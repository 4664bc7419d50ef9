import { escapeHtml } from '@configurator/domain/presentation/escapeHtml';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/apiError.js';
import type { Mailbox, MailboxEntry } from './mailbox.js';

const e = escapeHtml;

/** A received mail's HTML is anyone's markup: shown without scripts, forms or outside requests. */
const MAIL_VIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data: cid:; sandbox";

const mailParams = z.object({ mailId: z.string().regex(/^[a-f0-9]{40}$/, 'mailId: a mailbox id') });

function listPage(mails: MailboxEntry[], dir: string): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${e(mail.receivedAt.replace('T', ' ').slice(0, 19))}</td><td>${e(mail.to.join(', '))}</td>` +
        `<td><a href="/dev/mailbox/${mail.id}">${e(mail.subject || '(no subject)')}</a></td>` +
        `<td>${mail.attachments.map((a, i) => `<a href="/dev/mailbox/${mail.id}/attachments/${i}">${e(a.filename)}</a>`).join('<br>')}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title>
<style>body{font-family:Arial,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}</style></head>
<body><h1>Mailbox</h1><p>Mails the built-in SMTP server received, newest first (kept in <code>${e(dir)}</code>; JSON at <a href="/dev/mailbox/messages">/dev/mailbox/messages</a>).</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Attachments</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No mails yet.</td></tr>'}</tbody></table></body></html>`;
}

/**
 * The mailbox page of the built-in SMTP server, outside production only: the list, each mail's
 * HTML (or text), and its attachments.
 */
export async function mailboxRoutes(app: FastifyInstance, options: { mailbox: Mailbox }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { mailbox } = options;
  const hide = { hide: true };

  api.get('/dev/mailbox', { schema: hide }, async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return listPage(await mailbox.list(), mailbox.dir);
  });

  api.get('/dev/mailbox/messages', { schema: hide }, async () => ({ Messages: await mailbox.list() }));

  api.get('/dev/mailbox/:mailId', { schema: { ...hide, params: mailParams } }, async (request, reply) => {
    const mail = await mailbox.get(request.params.mailId);
    if (!mail) throw notFound(`mailId: no mail ${request.params.mailId}.`);
    reply.header('content-security-policy', MAIL_VIEW_CSP);
    if (mail.html !== null) return reply.type('text/html; charset=utf-8').send(mail.html);
    return reply.type('text/plain; charset=utf-8').send(mail.text ?? '');
  });

  api.get(
    '/dev/mailbox/:mailId/attachments/:index',
    { schema: { ...hide, params: mailParams.extend({ index: z.coerce.number().int().min(0) }) } },
    async (request, reply) => {
      const mail = await mailbox.get(request.params.mailId);
      const attachment = mail?.parsed.attachments[request.params.index];
      if (!attachment)
        throw notFound(`index: no attachment ${request.params.index} in mail ${request.params.mailId}.`);
      const fileName = (attachment.filename ?? 'attachment').replace(/[^\w.-]+/g, '-');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('content-security-policy', MAIL_VIEW_CSP)
        .send(attachment.content);
    },
  );
}
