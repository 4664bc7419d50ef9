/**
 * Lighthouse budgets as JSON lines (`npm run bench -w tests`): the model selection, the 2D
 * configuration screen and the summary of the built app (built first, as `npm run build` does),
 * the mobile defaults against performance >= 90, accessibility >= 95 and best practices >= 95, the
 * desktop settings reported beside them. The HTML reports go to tests/artifacts/bench/lighthouse.
 * Exits non-zero when a mobile score is under its target.
 *
 *   LIGHTHOUSE_RUNS=3 (audits per page and form factor; the median counts)
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATEGORY_TARGETS, type Category } from '../harness/lighthouse/lighthouseAudit.js';
import { auditBudgets } from '../harness/lighthouse/lighthouseBudgets.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportsDir = fileURLToPath(new URL('../artifacts/bench/lighthouse/', import.meta.url));

await new Promise<void>((resolve, reject) => {
  const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  build.on('error', reject);
  build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (${code})`))));
});

mkdirSync(reportsDir, { recursive: true });
const results = await auditBudgets({
  formFactors: ['mobile', 'desktop'],
  runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  reportsDir,
  log: (message) => console.error(`  ${message}`),
});

let missed = false;
for (const { page, audit, performanceRuns } of results) {
  for (const [category, target] of Object.entries(CATEGORY_TARGETS)) {
    const score = audit.scores[category as Category];
    const ok = audit.formFactor === 'mobile' ? score >= target : null;
    missed ||= ok === false;
    console.log(
      JSON.stringify({
        metric: 'lighthouse',
        page: page.name,
        formFactor: audit.formFactor,
        category,
        score,
        target,
        ok,
        ...(category === 'performance' ? { runs: performanceRuns } : {}),
      }),
    );
  }
  console.log(
    JSON.stringify({
      metric: 'lighthouseMetrics',
      page: page.name,
      formFactor: audit.formFactor,
      fcpMs: Math.round(audit.metrics.fcp),
      lcpMs: Math.round(audit.metrics.lcp),
      tbtMs: Math.round(audit.metrics.tbt),
      cls: Number(audit.metrics.cls.toFixed(3)),
      speedIndexMs: Math.round(audit.metrics.si),
      benchmarkIndex: Math.round(audit.benchmarkIndex),
      losing: audit.losing.filter((entry) => entry.score < 0.9).map((entry) => entry.id),
    }),
  );
}
if (missed) process.exitCode = 1;
