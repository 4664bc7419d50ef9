/**
 * Security headers on every kind of answer (HTML, JSON, pictures, PDFs, errors, 404s): a Content
 * Security Policy on HTML without 'unsafe-inline' for scripts and with frame-ancestors, nosniff,
 * X-Frame-Options, Referrer-Policy, and HSTS where the product sets it (an https public URL).
 * The client's page and the sign-in pages carry no inline script the policy would have to allow.
 */

export interface HeaderCheck {
  url: string;
  status: number;
  problems: string[];
}

/** The script-src of a policy (default-src when it names none). */
function scriptSources(csp: string): string[] {
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name as string, values]),
  );
  return directives.get('script-src') ?? directives.get('default-src') ?? [];
}

/** Inline scripts of an HTML page: `<script>` without src (JSON data blocks aside) and on* handlers. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
      continue;
    if ((match[2] ?? '').trim()) found.push(`<script${attributes}>${(match[2] ?? '').trim().slice(0, 60)}`);
  }
  for (const match of html.matchAll(/\son[a-z]+\s*=\s*["'][^"']*["']/gi))
    found.push(match[0].trim().slice(0, 60));
  for (const match of html.matchAll(/href\s*=\s*["']javascript:[^"']*["']/gi))
    found.push(match[0].slice(0, 60));
  return found;
}

export async function checkHeaders(base: string, url: string, init: RequestInit = {}): Promise<HeaderCheck> {
  const response = await fetch(`${base}${url}`, { ...init, redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  const body = await response.text();
  const problems: string[] = [];
  const header = (name: string) => response.headers.get(name);
  if (header('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (!header('referrer-policy')) problems.push('no Referrer-Policy');
  const csp = header('content-security-policy') ?? '';
  if (!/frame-ancestors\s+'none'|frame-ancestors\s+'self'/.test(csp) && !header('x-frame-options'))
    problems.push('neither frame-ancestors nor X-Frame-Options');
  if (base.startsWith('https:') && !header('strict-transport-security')) problems.push('no HSTS');
  if (type.includes('html')) {
    if (!csp) problems.push('HTML without a Content Security Policy');
    const scripts = scriptSources(csp);
    if (scripts.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
    if (scripts.includes('*') || scripts.includes('data:'))
      problems.push('script-src allows any origin or data:');
    // Inline scripts would need 'unsafe-inline', a nonce or a hash: the policy allows none of them.
    if (!scripts.some((s) => /^'(nonce|sha(256|384|512))-/.test(s)))
      for (const inline of inlineScripts(body)) problems.push(`inline script ${inline}`);
  }
  return { url, status: response.status, problems };
}
