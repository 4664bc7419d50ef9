/**
 * Budgets, PDF memory: the whole process tree of the server (Node, the PDF printer's Chromium, the
 * render node and its Chromium) under concurrent PDF requests, at most 1.5 GB resident, and the
 * same tree at rest. RSS sums each process's resident pages, shared ones counted in every process
 * that maps them: the target is on RSS as the issue states it, PSS (each shared page divided among
 * its users, from /proc/PID/smaps_rollup) stands beside it as the fairer measure. The server keeps
 * its embedded database on disk, as `npm start` does.
 */
import { memoryPeakSampler, processTreeMemory } from '@configurator/render-sim/host/processMemory';
import { startBenchServer, stopBenchServer } from '../../../bff/bench/benchProcess.js';
import {
  concurrentPdfs,
  freshPdfs,
  getPdf,
  PDF_TREE_RSS_TARGET_MB,
  pdfConfigurations,
} from '../../../bff/bench/pdfLoad.js';
import { atMost, type Figure, percentile, reported, type Section } from '../figures.js';

const SECTION = 'budgets';
const MB = 1024 * 1024;

const mb = (bytes: number) => Math.round(bytes / MB);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const pdfMemorySection: Section = {
  name: 'pdfmemory',
  async run(context) {
    const concurrent = context.quick ? 20 : 50;
    const { base, child } = await startBenchServer('pglite', undefined, { fromBuild: true, onDisk: true });
    const pid = child.pid as number;
    const figures: Figure[] = [];
    const tree = (label: string) => {
      const memory = processTreeMemory(pid);
      figures.push(
        reported(SECTION, `PDF: process tree RSS ${label}`, mb(memory.rss), 'MB'),
        reported(SECTION, `PDF: process tree PSS ${label}`, mb(memory.pss), 'MB'),
      );
    };
    try {
      tree('at rest, before the first PDF');
      const ids = await pdfConfigurations(base, context.quick ? 2 : 8);
      // The first PDF of each configuration renders its stills and starts the browsers.
      for (const id of ids) await getPdf(base, id, 'de-AT');
      await settle(2000);
      tree('at rest, browsers started');

      const sampler = memoryPeakSampler(pid);
      const burst = await concurrentPdfs(base, freshPdfs(ids), concurrent).finally(() => sampler.stop());
      const peak = sampler.stop();
      const printed = burst.answers.filter((a) => a.cache === 'miss').length;
      context.log(
        `${concurrent} concurrent PDFs (${printed} printed): ${burst.pdfsPerSec} PDFs/s, peak RSS ${mb(peak.rss)} MB, PSS ${mb(peak.pss)} MB`,
      );
      figures.push(
        atMost(
          SECTION,
          `PDF: ${concurrent} concurrent, peak RSS of the process tree (Node and every Chromium)`,
          mb(peak.rss),
          PDF_TREE_RSS_TARGET_MB,
          'MB',
        ),
        reported(SECTION, `PDF: ${concurrent} concurrent, peak PSS of the process tree`, mb(peak.pss), 'MB'),
        reported(SECTION, `PDF: ${concurrent} concurrent, PDFs per second`, burst.pdfsPerSec, 'PDF/s'),
        reported(
          SECTION,
          `PDF: ${concurrent} concurrent, p95 answer`,
          percentile(
            burst.answers.map((a) => a.ms),
            95,
          ),
          'ms',
        ),
      );
      await settle(2000);
      tree('at rest, after the burst');
      return figures;
    } finally {
      await stopBenchServer(child);
    }
  },
};
