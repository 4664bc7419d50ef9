/**
 * The dealer map's tiles: a URL template as Leaflet takes it, e.g.
 * `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`. `{s}` (a subdomain) may stand only as the
 * first label of the host, so that the Content Security Policy can name the host as `*.`.
 */
const PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

export const MAP_TILE_URL_RULE =
  'an http(s) URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; {s} only as the first label of the host';

/** The template's host with `{s}` read as one label; null when it is no usable template. */
function parsedTemplate(template: string): { url: URL; subdomains: boolean } | null {
  if (!PLACEHOLDERS.every((placeholder) => template.includes(placeholder))) return null;
  const subdomains = /^https?:\/\/\{s\}\./.test(template);
  const withoutSubdomain = template.replace(/^(https?:\/\/)\{s\}\./, '$1s.');
  const [authority = ''] = withoutSubdomain.replace(/^https?:\/\//, '').split('/');
  if (/[{}]/.test(authority)) return null;
  try {
    const url = new URL(withoutSubdomain);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return { url, subdomains };
  } catch {
    return null;
  }
}

export function isMapTileTemplate(template: string): boolean {
  return parsedTemplate(template) !== null;
}

/**
 * Where the tiles load from, as a CSP source for img-src: the origin, with `*.` for the `{s}`
 * label. Null for an empty or unusable template.
 */
export function mapTileSource(template: string): string | null {
  const parsed = parsedTemplate(template);
  if (!parsed) return null;
  const { url, subdomains } = parsed;
  if (!subdomains) return url.origin;
  const port = url.port ? `:${url.port}` : '';
  return `${url.protocol}//*.${url.hostname.replace(/^s\./, '')}${port}`;
}
