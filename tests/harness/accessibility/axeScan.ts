/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser: they use its DOM types.
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

const require = createRequire(import.meta.url);
const axe = require('axe-core') as { source: string };

/** One rule axe found broken on a page, with the elements that break it. */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** The WCAG 2.x A and AA rules and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on the page as it stands (or on one element of it) and returns every violation;
 * `serious` keeps the serious and critical ones.
 */
export async function scan(page: Page, within?: string): Promise<Finding[]> {
  // The page may have navigated since the last scan: inject once per document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (tags, selector) => {
      const runner = (
        window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }
      ).axe;
      interface Result {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: unknown[]; html: string; failureSummary?: string }[];
        }[];
      }
      const result = await runner.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          html: node.html.slice(0, 300),
          summary: (node.failureSummary ?? '').slice(0, 400),
        })),
      }));
    },
    TAGS,
    within ?? null,
  );
}

export function serious(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}

/** The findings in a few lines for the log: rule, impact, and the first elements. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.impact} ${finding.rule} (${finding.help}): ${finding.nodes
          .slice(0, 4)
          .map((node) => node.target)
          .join(', ')}${finding.nodes.length > 4 ? ` and ${finding.nodes.length - 4} more` : ''}`,
    )
    .join('\n');
}
