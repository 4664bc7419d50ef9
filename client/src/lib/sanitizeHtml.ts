import DOMPurify from 'dompurify';

/** Cleaned descriptions by their source: a screen renders the same few again and again. */
const cleaned = new Map<string, string>();
const KEPT = 500;

/** Catalog descriptions are simple HTML typed by editors: keep the markup, drop scripts and handlers. */
export function sanitizeHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  // Text without markup or entities is safe as it is; it needs no parser.
  const clean = /[<&]/.test(html) ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : html;
  if (cleaned.size >= KEPT) cleaned.clear();
  cleaned.set(html, clean);
  return clean;
}
