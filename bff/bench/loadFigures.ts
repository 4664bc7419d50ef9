/**
 * Load figures of the bench server (bench/benchServer.ts) shared by the HTTP benchmark and the
 * quality harness (tests/harness/sections/dryrun.ts): autocannon runs with the server's own view of
 * each, the bare route and a scenario taking turns, and the dry run beside the bare route.
 */
import autocannon, { type Request } from 'autocannon';
import { call, JSON_XHR } from './benchProcess.js';

export const API = '/api/posconfigurator';
export const DEFAULT_MODEL = 'KTM-890-ADVENTURE-R-2025';
/** The dry run's budget: at least this share of the bare route's requests per second. */
export const DRY_RUN_TARGET_RATIO = 0.5;

export interface Figures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** What the server saw of the run (bench/benchServer.ts). */
  server: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  path?: string;
  headers?: Record<string, string>;
  requests?: Request[];
}

/** One autocannon run against the bench server, with the server's figures of that run. */
export async function load(url: string, options: LoadOptions): Promise<Figures> {
  await fetch(`${url}/bench/server-figures`);
  const result = await autocannon({
    url: url + (options.path ?? '/'),
    connections: options.connections,
    duration: options.duration,
    headers: options.headers ?? {},
    ...(options.requests ? { requests: options.requests } : {}),
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    server: (await (await fetch(`${url}/bench/server-figures`)).json()) as Record<string, number>,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Slices of one figure taken in turns with another, as one figure. */
function combined(slices: Figures[]): Figures {
  const sum = (pick: (f: Figures) => number) => slices.reduce((total, f) => total + pick(f), 0);
  return {
    requestsPerSec: Math.round(sum((f) => f.requestsPerSec) / slices.length),
    p50Ms: median(slices.map((f) => f.p50Ms)),
    p99Ms: Math.max(...slices.map((f) => f.p99Ms)),
    non2xx: sum((f) => f.non2xx),
    errors: sum((f) => f.errors),
    server: {
      serverP50Ms: median(slices.map((f) => f.server.serverP50Ms ?? 0)),
      serverP99Ms: Math.max(...slices.map((f) => f.server.serverP99Ms ?? 0)),
      gcPauseMs: sum((f) => f.server.gcPauseMs ?? 0),
      cpuUserMs: sum((f) => f.server.cpuUserMs ?? 0),
    },
  };
}

export interface BesideBare {
  figures: Figures;
  bare: Figures;
  /** The scenario's requests per second over the bare route's. */
  ratio: number;
}

/**
 * The speed of a shared machine drifts within seconds, so a ratio of two runs taken one after the
 * other says as much about the drift as about the server: the bare route and the scenario take
 * turns, `rounds` slices each of `duration / rounds` seconds, and their totals are compared. p99 is
 * the worst slice's.
 */
export async function besideBare(
  url: string,
  options: { connections: number; duration: number; rounds: number },
  scenario: (duration: number) => Promise<Figures>,
): Promise<BesideBare> {
  const bare: Figures[] = [];
  const measured: Figures[] = [];
  const slice = options.duration / options.rounds;
  for (let round = 0; round < options.rounds; round++) {
    bare.push(
      await load(url, { connections: options.connections, duration: slice, path: '/bench/constant' }),
    );
    measured.push(await scenario(slice));
  }
  const figures = combined(measured);
  const bareFigures = combined(bare);
  return {
    figures,
    bare: bareFigures,
    ratio: Math.round((figures.requestsPerSec / Math.max(1, bareFigures.requestsPerSec)) * 100) / 100,
  };
}

export async function createConfiguration(base: string, model = DEFAULT_MODEL): Promise<string> {
  return (await call(base, 'POST', `${API}/configuration/create`, { ModelId: model })).ConfigurationId;
}

/**
 * Parts that need no confirmation alone and none among each other, whatever the order they are
 * added in: adding them forwards and backwards on fresh configurations both succeed.
 */
export async function freeParts(base: string, model = DEFAULT_MODEL): Promise<number[]> {
  const overview = await call(base, 'GET', `${API}/vehicles/${model}`);
  const probe = await createConfiguration(base, model);
  const candidates: number[] = [];
  for (const part of overview.Parts as { PartId: number; IsColorPart: boolean }[]) {
    if (part.IsColorPart) continue;
    const answer = await call(base, 'POST', `${API}/configuration/${probe}/add-part`, {
      PartId: part.PartId,
      DryRun: true,
    });
    if (answer.RulesResult === null) candidates.push(part.PartId);
  }
  const addAll = async (order: number[]) => {
    const id = await createConfiguration(base, model);
    const kept: number[] = [];
    for (const partId of order) {
      const answer = await call(base, 'POST', `${API}/configuration/${id}/add-part`, {
        PartId: partId,
        DryRun: true,
      });
      if (answer.RulesResult !== null || answer.RemovedPartIds.length > 0) continue;
      await call(base, 'POST', `${API}/configuration/${id}/add-part`, { PartId: partId });
      kept.push(partId);
    }
    return kept;
  };
  const forwards = await addAll(candidates);
  const backwards = new Set(await addAll([...forwards].reverse()));
  return forwards.filter((partId) => backwards.has(partId));
}

/** The dry run of adding `partId` to a configuration, as one autocannon request. */
export function dryRunRequest(configurationId: string, partId: number): Request {
  return {
    method: 'POST',
    path: `${API}/configuration/${configurationId}/add-part`,
    headers: JSON_XHR,
    body: JSON.stringify({ PartId: partId, DryRun: true }),
  };
}

/** The dry run the benchmarks measure: on a fresh configuration, the first part it takes without a question. */
export async function dryRunOfFirstFreePart(base: string, model = DEFAULT_MODEL): Promise<Request> {
  const configurationId = await createConfiguration(base, model);
  const overview = await call(base, 'GET', `${API}/vehicles/${model}`);
  let partId: number | undefined;
  for (const part of overview.Parts as { PartId: number; IsColorPart: boolean }[]) {
    if (part.IsColorPart) continue;
    const body = { PartId: part.PartId, DryRun: true };
    const answer = await call(base, 'POST', `${API}/configuration/${configurationId}/add-part`, body);
    if (answer.RulesResult === null) {
      partId = part.PartId;
      break;
    }
  }
  if (partId === undefined) throw new Error(`no part of ${model} adds without a question`);
  return dryRunRequest(configurationId, partId);
}

/**
 * `POST add-part` with `DryRun: true` beside the bare route, in turns: a fresh configuration, the
 * first part it takes without a question, a short warm-up (JIT, pools, the catalog in memory) first.
 */
export async function dryRunBesideBare(
  base: string,
  options: { connections: number; duration: number; rounds: number; model?: string },
): Promise<BesideBare> {
  const request = await dryRunOfFirstFreePart(base, options.model ?? DEFAULT_MODEL);
  await load(base, { connections: 10, duration: 2, requests: [request] });
  return besideBare(base, options, (duration) =>
    load(base, { connections: options.connections, duration, requests: [request] }),
  );
}
