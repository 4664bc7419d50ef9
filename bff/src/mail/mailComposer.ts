import type { Configuration } from '@configurator/domain';
import { escapeHtml } from '@configurator/domain/presentation/escapeHtml';
import type { Database } from '@configurator/migrations/db/database';
import type { FastifyBaseLogger } from 'fastify';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';
import { colorLines } from '../configurations/colorCustomization.js';
import { COLOR_TEXTS } from '../configurations/colorTexts.js';
import {
  type ConfigurationExport,
  type ExportCustomer,
  exportFileName,
} from '../configurations/configurationExport.js';
import { foldEvents } from '../configurations/configurationStore.js';
import { BRAND_LOOKS, type BrandLook } from '../documents/brandLook.js';
import { readStream } from '../eventStore/eventStore.js';
import { ApiError } from '../http/apiError.js';
import { requestContext, type SupportedLanguage } from '../http/requestContext.js';
import type { MailPayload } from './mailPayload.js';
import { fillIn, MAIL_TEXTS, type MailTexts } from './mailTexts.js';

/** A composed mail: what nodemailer sends, less the envelope the worker adds (From, Message-ID). */
export interface ComposedMail {
  /** The brand the mail speaks for: the sender's name unless MAIL_FROM names one. */
  brandName: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments: Attachment[];
}

/** The PDF summary, when this server prints PDFs: see bff/src/documents. */
export interface SummaryPdfSource {
  configurationPdf(
    id: string,
    culture?: string,
    options?: { screenshot?: Buffer | undefined; baseUrl?: string | undefined },
  ): Promise<{ bytes: Buffer; fileName: string }>;
}

/** What a mail is composed from. */
export interface MailSources {
  db: Database;
  /** The export of one state of a configuration (configurationExport.ts). */
  exportOf(request: {
    state: Configuration;
    culture: string;
    shareUrl: string;
    customer: ExportCustomer | null;
    now: Date;
  }): Promise<ConfigurationExport>;
  /** The PDF summary; null when this server prints no PDFs. */
  pdf: SummaryPdfSource | null;
  log: FastifyBaseLogger;
}

/** Catalog texts and names are data, never markup. */
const e = escapeHtml;

/** The configuration exactly as it was when it was sent (the event at `version`). */
async function stateAtSend(db: Database, payload: MailPayload): Promise<Configuration> {
  const events = await readStream(db, payload.configurationId);
  const state = foldEvents(events, payload.version);
  if (!state.exists)
    throw new Error(`configuration ${payload.configurationId} has no version ${payload.version}`);
  return state;
}

function customerName(payload: MailPayload): string {
  if (payload.type === 'export') return `${payload.customer.Firstname} ${payload.customer.Lastname}`;
  if (payload.type === 'dealerInquiry') return `${payload.customer.firstName} ${payload.customer.lastName}`;
  return '';
}

function subjectAndIntro(payload: MailPayload, t: MailTexts, values: Record<string, string>) {
  switch (payload.type) {
    case 'summary':
      return { subject: fillIn(t.summarySubject, values), intro: fillIn(t.summaryIntro, values) };
    case 'export':
      return { subject: fillIn(t.exportSubject, values), intro: fillIn(t.exportIntro, values) };
    case 'dealerInquiry':
      return { subject: fillIn(t.dealerSubject, values), intro: fillIn(t.dealerIntro, values) };
    default: {
      const never: never = payload;
      throw new Error(`unknown mail ${JSON.stringify(never)}`);
    }
  }
}

function mailHtml(
  doc: ConfigurationExport,
  payload: MailPayload,
  t: MailTexts,
  intro: string,
  brand: BrandLook,
  footer: string,
): string {
  const c = doc.Configuration;
  const language = requestContext({ c: payload.culture }).language;
  const cell = 'padding:6px 8px;border-bottom:1px solid #e5e5e5;';
  const rows = c.Parts.map(
    (part) =>
      `<tr><td style="${cell}">${e(part.Name)}</td><td style="${cell}color:#666;">${e(part.Code)}</td>` +
      `<td style="${cell}text-align:right;white-space:nowrap;">${e(part.PriceText ?? '')}</td></tr>`,
  ).join('');
  const parts = c.Parts.length
    ? `<table role="presentation" width="100%" cellspacing="0" style="border-collapse:collapse;font-size:14px;">` +
      `<tr><th align="left" style="${cell}">${e(t.parts)}</th><th align="left" style="${cell}">${e(t.reference)}</th><th></th></tr>${rows}</table>`
    : `<p style="color:#666;">${e(t.noParts)}</p>`;
  const facts = [
    payload.type === 'dealerInquiry'
      ? [t.customer, `${customerName(payload)} <${payload.customer.email}>`]
      : payload.type === 'export'
        ? [t.customer, customerName(payload)]
        : null,
    c.ColorName ? [t.colour, c.ColorName] : null,
    c.Setup ? [t.setup, c.Setup.Name] : null,
    c.BasePriceText && c.Parts.length ? [t.basePrice, c.BasePriceText] : null,
  ].flatMap((fact) =>
    fact
      ? [
          `<tr><td style="padding:2px 12px 2px 0;color:#666;">${e(fact[0] ?? '')}</td><td>${e(fact[1] ?? '')}</td></tr>`,
        ]
      : [],
  );
  const colorTexts = COLOR_TEXTS[language];
  const colorRows = colorLines(c.ColorCustomization, language).map(
    (color) =>
      `<tr><td style="${cell}">${e(color.slotName)}</td><td style="${cell}">` +
      `<span style="display:inline-block;width:12px;height:12px;margin-right:6px;vertical-align:-1px;border:1px solid #999;background:${e(color.swatch)};"></span>` +
      `${e(color.colorName)}${color.details.map((detail) => `<br><span style="color:#666;">${e(detail)}</span>`).join('')}</td></tr>`,
  );
  const colors = colorRows.length
    ? `<table role="presentation" width="100%" cellspacing="0" style="border-collapse:collapse;font-size:14px;margin-bottom:16px;">` +
      `<tr><th align="left" style="${cell}">${e(colorTexts.colours)}</th><th align="left" style="${cell}">${e(colorTexts.colour)}</th></tr>${colorRows.join('')}</table>`
    : '';
  const total = c.TotalText
    ? `<p style="font-size:18px;font-weight:bold;color:${brand.color};text-align:right;margin:16px 0;">${e(t.total)}: ${e(c.TotalText)}</p>`
    : '';
  return `<!doctype html><html lang="${e(language)}"><head><meta charset="utf-8"><title>${e(c.ModelName)}</title></head>
<body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<table role="presentation" width="100%" cellspacing="0" style="max-width:640px;margin:0 auto;background:#ffffff;">
<tr><td style="background:${brand.chrome};color:${brand.onChrome};padding:16px 24px;font-size:20px;font-weight:bold;border-bottom:4px solid ${brand.accent};">${e(brand.displayName)}</td></tr>
<tr><td style="padding:24px;">
<h1 style="font-size:22px;margin:0 0 8px;color:${brand.color};">${e(c.ModelName)}</h1>
<p style="margin:0 0 16px;">${e(intro)}</p>
${facts.length ? `<table role="presentation" style="margin-bottom:16px;font-size:14px;">${facts.join('')}</table>` : ''}
${colors}
${parts}
${total}
<p style="margin:24px 0 8px;"><a href="${e(c.ShareUrl)}" style="display:inline-block;background:${brand.color};color:#ffffff;padding:12px 20px;text-decoration:none;font-weight:bold;">${e(t.open)}</a></p>
<p style="font-size:12px;color:#666;margin:0;">${e(t.linkHint)} <a href="${e(c.ShareUrl)}" style="color:#666;">${e(c.ShareUrl)}</a></p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:12px;color:#666;border-top:1px solid #e5e5e5;">${e(footer)}</td></tr>
</table></body></html>`;
}

function mailText(
  doc: ConfigurationExport,
  t: MailTexts,
  language: SupportedLanguage,
  intro: string,
  footer: string,
): string {
  const c = doc.Configuration;
  const colors = colorLines(c.ColorCustomization, language).map(
    (color) =>
      `- ${color.slotName}: ${[`${color.colorName} (${color.swatch})`, ...color.details].join(', ')}`,
  );
  const parts = c.Parts.length
    ? c.Parts.map((part) => `- ${part.Name} (${part.Code})${part.PriceText ? `: ${part.PriceText}` : ''}`)
    : [t.noParts];
  return [
    c.ModelName,
    '',
    intro,
    '',
    ...(c.ColorName ? [`${t.colour}: ${c.ColorName}`] : []),
    ...(c.Setup ? [`${t.setup}: ${c.Setup.Name}`] : []),
    ...(colors.length ? [`${COLOR_TEXTS[language].colours}:`, ...colors, ''] : []),
    `${t.parts}:`,
    ...parts,
    ...(c.TotalText ? ['', `${t.total}: ${c.TotalText}`] : []),
    '',
    `${t.open}: ${c.ShareUrl}`,
    '',
    footer,
  ].join('\n');
}

/**
 * Composes the mail of an outbox row: localised in the culture of the send, branded after the
 * configuration's brand, with the share link; the export and the dealer enquiry carry the
 * export file, and the PDF summary when this server prints PDFs.
 */
export async function composeMail(
  sources: MailSources,
  payload: MailPayload,
  now: Date,
): Promise<ComposedMail> {
  const state = await stateAtSend(sources.db, payload);
  const language = requestContext({ c: payload.culture }).language;
  const t = MAIL_TEXTS[language];
  const customer =
    payload.type === 'export'
      ? payload.customer
      : payload.type === 'dealerInquiry'
        ? {
            Firstname: payload.customer.firstName,
            Lastname: payload.customer.lastName,
            Email: payload.customer.email,
          }
        : null;
  const doc = await sources.exportOf({
    state,
    culture: payload.culture,
    shareUrl: payload.shareUrl,
    customer,
    now,
  });
  const brand = BRAND_LOOKS[doc.Configuration.Brand];
  const values = {
    model: doc.Configuration.ModelName,
    brand: brand.displayName,
    name: customerName(payload),
  };
  const { subject, intro } = subjectAndIntro(payload, t, values);
  const footer = fillIn(t.footer, values);
  const attachments: Attachment[] = [];
  if (payload.type !== 'summary') {
    attachments.push({
      filename: exportFileName(doc, 'json'),
      content: `${JSON.stringify(doc, null, 2)}\n`,
      contentType: 'application/json',
    });
    const screenshot =
      payload.type === 'dealerInquiry' && payload.screenshot
        ? Buffer.from(payload.screenshot, 'base64')
        : undefined;
    const printed = sources.pdf ? await printedSummary(sources.log, sources.pdf, payload, screenshot) : null;
    if (printed)
      attachments.push({
        filename: printed.fileName,
        content: printed.bytes,
        contentType: 'application/pdf',
      });
    if (screenshot) {
      attachments.push({
        filename: `${brand.displayName.split(' ')[0]}-screenshot.png`,
        content: screenshot,
        contentType: 'image/png',
      });
    }
  }
  return {
    brandName: brand.displayName,
    to: payload.to,
    ...(payload.type === 'dealerInquiry' ? { replyTo: payload.customer.email } : {}),
    subject,
    html: mailHtml(doc, payload, t, intro, brand, footer),
    text: mailText(doc, t, language, intro, footer),
    attachments,
  };
}

/**
 * The PDF for the mail. A configuration deleted since the send has no PDF any more and the mail
 * goes without it; a busy or failing printer fails this attempt, and the worker retries later.
 */
async function printedSummary(
  log: FastifyBaseLogger,
  pdf: SummaryPdfSource,
  payload: MailPayload,
  screenshot: Buffer | undefined,
): Promise<{ bytes: Buffer; fileName: string } | null> {
  try {
    return await pdf.configurationPdf(payload.configurationId, payload.culture, {
      screenshot,
      baseUrl: new URL(payload.shareUrl).origin,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      log.info({ configurationId: payload.configurationId }, 'mail without PDF: the configuration is gone');
      return null;
    }
    throw error;
  }
}
