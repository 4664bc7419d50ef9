/**
 * Lighthouse budgets of the real built app (issue 21, budgets): the built server
 * (`bff/dist/server.js`, serving `client/dist`, its own render node drawing the pictures) on
 * embedded PGlite, audited in Debian's Chromium. Every page is audited `runs` times per form factor
 * and the median run (by performance) counts; its HTML report is kept.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '@configurator/render-sim/chromium';
import { environmentFor, startServer } from '../../src/serverProcess.js';
import { type AuditedPage, auditedPages, warmUp } from './auditedPages.js';
import { type Audit, auditPage, type FormFactor } from './lighthouseAudit.js';

export interface BudgetOptions {
  formFactors: readonly FormFactor[];
  /** Audits per page and form factor; the median counts. */
  runs: number;
  /** Where the HTML reports go (`{page}-{form factor}.html`). */
  reportsDir: string;
  log(message: string): void;
}

export interface PageAudit {
  page: AuditedPage;
  /** The median run by performance. */
  audit: Audit;
  /** Every run's performance score, in order. */
  performanceRuns: number[];
}

function medianByPerformance(audits: readonly Audit[]): Audit {
  const sorted = [...audits].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)] as Audit;
}

export async function auditBudgets(options: BudgetOptions): Promise<PageAudit[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'configurator-lighthouse-'));
  const server = await startServer(
    {
      ...environmentFor({ kind: 'pglite', dataDir: join(dataDir, 'database') }),
      RENDER_CACHE_DIR: join(dataDir, 'render-cache'),
    },
    // A busy machine (the other sections' processes ending) may take its time.
    180_000,
  );
  try {
    const browser = await launchChromium();
    try {
      const pages = await auditedPages(server.url);
      options.log(`warming up ${pages.length} pages on ${server.url}`);
      await warmUp(browser, server.url, pages);
      const results: PageAudit[] = [];
      for (const formFactor of options.formFactors) {
        for (const page of pages) {
          const audits: Audit[] = [];
          for (let run = 0; run < options.runs; run++) {
            const audit = await auditPage(browser, `${server.url}${page.path}`, formFactor);
            options.log(
              `${page.name} (${formFactor}) run ${run + 1}: ${Object.entries(audit.scores)
                .map(([category, score]) => `${category} ${score}`)
                .join(', ')}`,
            );
            audits.push(audit);
          }
          const audit = medianByPerformance(audits);
          await writeFile(join(options.reportsDir, `${page.slug}-${formFactor}.html`), audit.html);
          results.push({ page, audit, performanceRuns: audits.map((a) => a.scores.performance) });
        }
      }
      return results;
    } finally {
      await browser.close().catch(() => undefined);
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
