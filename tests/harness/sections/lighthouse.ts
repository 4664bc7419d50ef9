/**
 * Budgets (issue 21, item 7): Lighthouse on the model selection, the 2D configuration screen and the
 * summary of the real built app. The mobile defaults carry the targets (performance >= 90,
 * accessibility >= 95, best practices >= 95); desktop is reported beside them. The HTML reports stay
 * in the section's artifacts folder.
 */
import { atLeast, type Figure, type HarnessContext, reported, type Section } from '../figures.js';
import { CATEGORY_TARGETS, type Category } from '../lighthouse/lighthouseAudit.js';
import { auditBudgets, type PageAudit } from '../lighthouse/lighthouseBudgets.js';

const SECTION = 'budgets';

/** The figures of the audits: scores against their targets (mobile), metrics reported. */
export function budgetFigures(results: readonly PageAudit[]): Figure[] {
  const figures: Figure[] = [];
  for (const { page, audit, performanceRuns } of results) {
    const label = `${page.name} (${audit.formFactor})`;
    for (const [category, target] of Object.entries(CATEGORY_TARGETS)) {
      const score = audit.scores[category as Category];
      figures.push(
        audit.formFactor === 'mobile'
          ? atLeast(SECTION, `${label}: ${category}`, score, target)
          : reported(SECTION, `${label}: ${category}`, score),
      );
    }
    if (performanceRuns.length > 1)
      figures.push(reported(SECTION, `${label}: performance of each run`, performanceRuns.join(', ')));
    figures.push(
      reported(SECTION, `${label}: LCP`, audit.metrics.lcp, 'ms'),
      reported(SECTION, `${label}: TBT`, audit.metrics.tbt, 'ms'),
      reported(SECTION, `${label}: CLS`, audit.metrics.cls),
    );
  }
  const index = results[0]?.audit.benchmarkIndex;
  if (index !== undefined)
    figures.push(reported(SECTION, 'Lighthouse benchmark index of this machine', index));
  return figures;
}

export const lighthouse: Section = {
  name: 'lighthouse',
  async run(context: HarnessContext): Promise<Figure[]> {
    const results = await auditBudgets({
      formFactors: context.quick ? ['mobile'] : ['mobile', 'desktop'],
      runs: context.quick ? 1 : 3,
      reportsDir: context.artifactsDir,
      log: context.log,
    });
    for (const { page, audit } of results)
      for (const losing of audit.losing.filter((entry) => entry.score < 0.9))
        context.log(
          `${page.name} (${audit.formFactor}) ${losing.category}: ${losing.id} ${losing.score} ${losing.display}`,
        );
    return budgetFigures(results);
  },
};
