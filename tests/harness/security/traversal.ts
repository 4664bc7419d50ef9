/**
 * Path traversal: every route that takes a path (pictures, layouts, layers, part pictures, hero
 * pictures, clips, the sign-in pages' assets, the client's files and the API docs) asked for files
 * outside what it serves, with `../` plain, encoded, double-encoded, with backslashes, NUL bytes
 * and absolute paths. An answer that carries such a file's content is a leak.
 */

/** Files outside every served tree, relative to the repository root, and a text each one holds. */
const TARGETS: { path: string; marker: RegExp }[] = [
  { path: 'etc/passwd', marker: /root:.*:0:0:/ },
  { path: 'package.json', marker: /"workspaces"\s*:/ },
  { path: 'bff/src/app.ts', marker: /export async function buildApp/ },
  { path: 'bff/package.json', marker: /"@configurator\/bff"/ },
];

const UP = [
  '../',
  '..%2f',
  '..%2F',
  '%2e%2e/',
  '%2e%2e%2f',
  '%252e%252e%252f',
  '..\\',
  '..%5c',
  '%2e%2e%5c',
  '....//',
  '..;/',
  '.%2e/',
];

/** The traversal strings for one target: many levels up, every spelling, plus absolute paths. */
export function traversalPaths(): { suffix: string; marker: RegExp }[] {
  const paths: { suffix: string; marker: RegExp }[] = [];
  for (const { path, marker } of TARGETS) {
    const absolute = path.startsWith('etc/') ? `/${path}` : `${process.cwd()}/${path}`;
    for (const up of UP) paths.push({ suffix: `${up.repeat(8)}${path}`, marker });
    paths.push(
      { suffix: `${'../'.repeat(8)}${path}%00.png`, marker },
      { suffix: `${'../'.repeat(8)}${path}\u0000.webp`.replace('\u0000', '%00'), marker },
      { suffix: encodeURIComponent(absolute), marker },
      { suffix: absolute.slice(1), marker },
      { suffix: `/${absolute}`, marker },
      { suffix: `C:%5c${path.replaceAll('/', '%5c')}`, marker },
    );
  }
  return paths;
}

/** Route prefixes that take a path, each completed so that the rest of the route matches. */
export function pathRoutes(ids: { modelId: string; configurationId: string }): string[] {
  const api = '/api/posconfigurator';
  return [
    '/images/',
    `/images/${ids.modelId}/`,
    '/images-fe/',
    `${api}/blob-image/KTM/`,
    `${api}/blob-image/KTM/${ids.modelId}/x/none/std/full/`,
    '/catalog/parts/x/',
    '/catalog/parts/',
    '/catalog/models/',
    '/videos/',
    '/oidc/assets/',
    '/assets/',
    '/',
    '/api/docs/static/',
    '/api/docs/',
    '/s/',
    `${api}/configuration/`,
    `${api}/vehicles/`,
    `${api}/configuration/${ids.configurationId}/pdf/`,
  ];
}

export interface TraversalResult {
  sent: number;
  leaks: string[];
  byStatus: Record<number, number>;
}

/** Sends every traversal to every path route as raw paths (no client-side normalising). */
export async function probeTraversal(
  base: string,
  ids: { modelId: string; configurationId: string },
  limit = Number.POSITIVE_INFINITY,
): Promise<TraversalResult> {
  const { request } = await import('node:http');
  const url = new URL(base);
  const result: TraversalResult = { sent: 0, leaks: [], byStatus: {} };
  const probes = pathRoutes(ids).flatMap((route) =>
    traversalPaths().map((p) => ({ path: `${route}${p.suffix}`, marker: p.marker })),
  );
  for (const probe of probes.slice(0, limit)) {
    const answer = await new Promise<{ status: number; body: string }>((resolve) => {
      const sent = request(
        { host: url.hostname, port: url.port, path: probe.path, method: 'GET' },
        (response) => {
          let body = '';
          response.setEncoding('latin1');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      sent.on('error', (error) => resolve({ status: 599, body: error.message }));
      sent.end();
    });
    result.sent++;
    result.byStatus[answer.status] = (result.byStatus[answer.status] ?? 0) + 1;
    if (probe.marker.test(answer.body)) result.leaks.push(`${answer.status} ${probe.path}`);
  }
  return result;
}
