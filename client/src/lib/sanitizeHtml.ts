import DOMPurify from 'dompurify';

/** Catalog descriptions are simple HTML typed by editors: keep the markup, drop scripts and handlers. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
