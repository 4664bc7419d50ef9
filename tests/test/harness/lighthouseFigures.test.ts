import { describe, expect, it } from 'vitest';
import type { Audit } from '../../harness/lighthouse/lighthouseAudit.js';
import type { PageAudit } from '../../harness/lighthouse/lighthouseBudgets.js';
import { budgetFigures } from '../../harness/sections/lighthouse.js';

function pageAudit(formFactor: Audit['formFactor'], scores: Audit['scores']): PageAudit {
  return {
    page: { name: 'summary', slug: 'summary', path: '/main', ready: 'img' },
    performanceRuns: [scores.performance - 2, scores.performance, scores.performance + 3],
    audit: {
      url: 'http://127.0.0.1/main',
      formFactor,
      scores,
      metrics: { fcp: 900, lcp: 1800, tbt: 120, cls: 0.01, si: 1500 },
      losing: [],
      warnings: [],
      benchmarkIndex: 1500,
      html: '<html></html>',
    },
  };
}

describe('the budgets as figures', () => {
  it('holds the mobile scores to the targets and reports desktop beside them', () => {
    const figures = budgetFigures([
      pageAudit('mobile', { performance: 89, accessibility: 95, 'best-practices': 100 }),
      pageAudit('desktop', { performance: 60, accessibility: 90, 'best-practices': 90 }),
    ]);
    const find = (name: string) => figures.find((figure) => figure.name === name);
    expect(find('summary (mobile): performance')).toMatchObject({ value: 89, target: '>= 90', ok: false });
    expect(find('summary (mobile): accessibility')).toMatchObject({ value: 95, target: '>= 95', ok: true });
    expect(find('summary (mobile): best-practices')).toMatchObject({ ok: true });
    expect(find('summary (desktop): performance')).toMatchObject({ value: 60, target: '', ok: null });
    expect(find('summary (mobile): performance of each run')?.value).toBe('87, 89, 92');
    expect(find('summary (mobile): LCP')).toMatchObject({ value: 1800, unit: 'ms', ok: null });
    expect(figures.every((figure) => figure.section === 'budgets')).toBe(true);
  });

  it('misses a target that Lighthouse could not score', () => {
    const [performance] = budgetFigures([
      pageAudit('mobile', { performance: Number.NaN, accessibility: 100, 'best-practices': 100 }),
    ]);
    expect(performance?.ok).toBe(false);
  });
});
