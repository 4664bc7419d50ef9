/**
 * Budgets, PDF memory: the whole process tree of the server (Node, the PDF printer's Chromium, the
 * render node and its Chromium) under concurrent PDF requests, at most 1.5 GB resident, and the
 * same tree at rest. RSS sums each process's resident pages, shared ones counted in every process
 * that maps them: the target is on RSS as the issue states it, PSS (each shared page divided among
 * its users, from /proc/PID/smaps_rollup) stands beside it as the fairer measure. The server is the
 * product as `npm start` runs it (the compiled `bff/dist/server.js` in its environment, no
 * TypeScript loader in its process), on a new embedded database kept on disk.
 *
 * The target is measured on a server whose layer warm-up is not running: the warm-up renders every
 * model's layers once after a start (minutes, on a new database) and its stills browser grows with
 * the models it has drawn; a second server with the warm-up running gives the same burst's peak
 * beside it, as a figure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryPeakSampler, processTreeMemory } from '@configurator/render-sim/host/processMemory';
import {
  concurrentPdfs,
  freshPdfs,
  getPdf,
  PDF_TREE_RSS_TARGET_MB,
  pdfConfigurations,
} from '../../../bff/bench/pdfLoad.js';
import { type RunningServer, startServer } from '../../src/serverProcess.js';
import { atMost, type Figure, type HarnessContext, percentile, reported, type Section } from '../figures.js';

const SECTION = 'budgets';
const MB = 1024 * 1024;

const mb = (bytes: number) => Math.round(bytes / MB);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server on a new database of its own; `stop` ends it and removes the database. */
async function pdfServer(warmUp: boolean): Promise<{ server: RunningServer; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'configurator-pdfmemory-'));
  const server = await startServer({
    PGLITE_DATA_DIR: join(dataDir, 'pglite'),
    DATABASE_URL: '',
    RENDER_WARM_UP: String(warmUp),
    // The load comes from one address.
    RATE_LIMIT_DRY_RUNS_PER_MINUTE: '1000000',
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Burst {
  peak: { rss: number; pss: number };
  pdfsPerSec: number;
  p95: number;
}

/** The first PDF of each configuration (its stills rendered, the browsers started), then the burst. */
async function pdfBurst(
  context: HarnessContext,
  server: RunningServer,
  concurrent: number,
  atRest: (label: string) => void,
): Promise<Burst> {
  const ids = await pdfConfigurations(server.url, context.quick ? 2 : 8);
  for (const id of ids) await getPdf(server.url, id, 'de-AT');
  await settle(2000);
  atRest('at rest, browsers started');
  const sampler = memoryPeakSampler(server.pid);
  const burst = await concurrentPdfs(server.url, freshPdfs(ids), concurrent).finally(() => sampler.stop());
  const peak = sampler.stop();
  const printed = burst.answers.filter((a) => a.cache === 'miss').length;
  context.log(
    `${concurrent} concurrent PDFs (${printed} printed): ${burst.pdfsPerSec} PDFs/s, peak RSS ${mb(peak.rss)} MB, PSS ${mb(peak.pss)} MB`,
  );
  return {
    peak,
    pdfsPerSec: burst.pdfsPerSec,
    p95: percentile(
      burst.answers.map((a) => a.ms),
      95,
    ),
  };
}

export const pdfMemorySection: Section = {
  name: 'pdfmemory',
  async run(context) {
    const concurrent = context.quick ? 20 : 50;
    const figures: Figure[] = [];
    const { server, stop } = await pdfServer(false);
    try {
      const tree = (label: string) => {
        const memory = processTreeMemory(server.pid);
        figures.push(
          reported(SECTION, `PDF: process tree RSS ${label}`, mb(memory.rss), 'MB'),
          reported(SECTION, `PDF: process tree PSS ${label}`, mb(memory.pss), 'MB'),
        );
      };
      tree('at rest, before the first PDF');
      const burst = await pdfBurst(context, server, concurrent, tree);
      figures.push(
        atMost(
          SECTION,
          `PDF: ${concurrent} concurrent, peak RSS of the process tree (Node and every Chromium)`,
          mb(burst.peak.rss),
          PDF_TREE_RSS_TARGET_MB,
          'MB',
        ),
        reported(
          SECTION,
          `PDF: ${concurrent} concurrent, peak PSS of the process tree`,
          mb(burst.peak.pss),
          'MB',
        ),
        reported(SECTION, `PDF: ${concurrent} concurrent, PDFs per second`, burst.pdfsPerSec, 'PDF/s'),
        reported(SECTION, `PDF: ${concurrent} concurrent, p95 answer`, burst.p95, 'ms'),
      );
      await settle(2000);
      tree('at rest, after the burst');
    } finally {
      await stop();
    }
    if (context.quick) return figures;
    const warming = await pdfServer(true);
    try {
      const burst = await pdfBurst(context, warming.server, concurrent, () => undefined);
      figures.push(
        reported(
          SECTION,
          `PDF: ${concurrent} concurrent while the layer warm-up runs, peak RSS of the process tree`,
          mb(burst.peak.rss),
          'MB',
        ),
        reported(
          SECTION,
          `PDF: ${concurrent} concurrent while the layer warm-up runs, peak PSS of the process tree`,
          mb(burst.peak.pss),
          'MB',
        ),
      );
    } finally {
      await warming.stop();
    }
    return figures;
  },
};
