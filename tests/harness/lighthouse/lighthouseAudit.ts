/**
 * One Lighthouse audit of one address in a page of the harness's Chromium: the mobile defaults
 * (a mid-range phone, simulated slow 4G and a 4x slower CPU) or Lighthouse's desktop settings.
 */
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import type { Browser } from 'puppeteer-core';

export type FormFactor = 'mobile' | 'desktop';

/** The categories the issue gives targets for, as 0-100 scores. */
export const CATEGORY_TARGETS = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
} as const;
export type Category = keyof typeof CATEGORY_TARGETS;

/** The metrics reported beside the scores. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

export interface Audit {
  url: string;
  formFactor: FormFactor;
  /** 0-100 per category; NaN where Lighthouse could not score it. */
  scores: Record<Category, number>;
  /** Milliseconds (cls: the unitless shift score). */
  metrics: Record<keyof typeof METRICS, number>;
  /** The audits that cost points: id, score and what Lighthouse says of it. */
  losing: { category: Category; id: string; score: number; display: string }[];
  /** Lighthouse's warnings about the run itself (a slow host, a page that did not settle). */
  warnings: string[];
  benchmarkIndex: number;
  html: string;
}

/** Audits the address in a fresh tab of the browser (Lighthouse clears the origin's storage first). */
export async function auditPage(browser: Browser, url: string, formFactor: FormFactor): Promise<Audit> {
  const page = await browser.newPage();
  try {
    const flags: Flags = {
      output: 'html',
      logLevel: 'error',
      onlyCategories: Object.keys(CATEGORY_TARGETS),
      maxWaitForLoad: 60_000,
    };
    // Lighthouse names the puppeteer-core of its own dependencies; the page is the same kind.
    const result = await lighthouse(
      url,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
      page as unknown as Parameters<typeof lighthouse>[3],
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return summarise(result.lhr, formFactor, String(result.report));
  } finally {
    await page.close().catch(() => undefined);
  }
}

function summarise(lhr: Result, formFactor: FormFactor, html: string): Audit {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const categories = Object.keys(CATEGORY_TARGETS) as Category[];
  const scores = Object.fromEntries(
    categories.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : Number.NaN];
    }),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Audit['metrics'];
  const losing = categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => ({
        category,
        id: audit?.id ?? '',
        score: audit?.score ?? 0,
        display: audit?.displayValue ?? '',
      })),
  );
  return {
    url: lhr.finalDisplayedUrl,
    formFactor,
    scores,
    metrics,
    losing,
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    html,
  };
}
