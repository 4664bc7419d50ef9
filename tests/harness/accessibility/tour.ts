import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { type Figure, holds, none } from '../figures.js';
import { describeFindings, type Finding, scan, serious } from './axeScan.js';
import { checkDialogKeys, focusVisible, OPEN_DIALOG } from './dialogKeyboard.js';

const SECTION = 'accessibility';

/** Where a visit is: the brand and the viewport's name (desktop, mobile). */
export interface Where {
  brand: string;
  viewport: string;
}

interface Seen {
  scans: number;
  findings: number;
}

/**
 * Records what a walk through the app finds: axe's serious and critical findings per screen or
 * dialog kind (every brand and size together), and per dialog kind whether it is keyboard-complete.
 * Each finding goes to the log and to findings.jsonl in the artifacts; each place to a screenshot.
 */
export class AccessibilityTour {
  private readonly seen = new Map<string, Seen>();
  private readonly keys = new Map<string, string[]>();
  private readonly findingsFile: string;

  constructor(
    private readonly artifactsDir: string,
    private readonly log: (message: string) => void,
  ) {
    this.findingsFile = join(artifactsDir, 'findings.jsonl');
    writeFileSync(this.findingsFile, '');
  }

  /** axe on the whole page as it stands, under the screen kind's name; a screenshot beside. */
  async screen(page: Page, where: Where, kind: string): Promise<void> {
    await this.record(page, where, kind, await scan(page));
  }

  /**
   * A dialog opened with the keyboard: `open` is the opener's selector (focused, then Enter), keys
   * to press, or null for a dialog already open. axe on the dialog, then its keys (focus in, Tab
   * trapped, Escape, focus back to the opener where there is one).
   */
  async dialog(
    page: Page,
    where: Where,
    kind: string,
    open: string | (() => Promise<void>) | null,
    options: { dismissable?: boolean; returnsFocus?: boolean } = {},
  ): Promise<void> {
    if (typeof open === 'string' && !(await focusVisible(page, open)))
      throw new Error(`no opener ${open} for the dialog ${kind}`);
    const press =
      typeof open === 'string' ? () => page.keyboard.press('Enter') : (open ?? (async () => undefined));
    const { failures } = await checkDialogKeys(page, press, {
      ...options,
      returnsFocus: open !== null && options.returnsFocus !== false,
      inspect: async () => this.record(page, where, `dialog ${kind}`, await scan(page, OPEN_DIALOG)),
    });
    const known = this.keys.get(kind) ?? [];
    for (const failure of failures) {
      const line = `${failure} (${where.brand} ${where.viewport})`;
      this.log(`dialog ${kind}: ${line}`);
      if (!known.some((seen) => seen.startsWith(failure))) known.push(line);
    }
    this.keys.set(kind, known);
  }

  private async record(page: Page, where: Where, kind: string, all: Finding[]): Promise<void> {
    const found = serious(all);
    const seen = this.seen.get(kind) ?? { scans: 0, findings: 0 };
    seen.scans++;
    seen.findings += found.reduce((sum, finding) => sum + finding.nodes.length, 0);
    this.seen.set(kind, seen);
    const name = `${kind} ${where.brand} ${where.viewport}`.replaceAll(/[^a-zA-Z0-9]+/g, '-');
    await page.screenshot({ path: join(this.artifactsDir, `${name}.png`) }).catch(() => undefined);
    if (!found.length) return;
    this.log(`${kind} (${where.brand} ${where.viewport}):\n${describeFindings(found)}`);
    for (const finding of found)
      appendFileSync(this.findingsFile, `${JSON.stringify({ kind, ...where, ...finding })}\n`);
  }

  /** The figures: serious+critical elements per kind (target 0), keyboard-completeness per dialog. */
  figures(): Figure[] {
    const figures: Figure[] = [];
    for (const [kind, seen] of this.seen)
      figures.push(none(SECTION, `axe serious+critical: ${kind} (${seen.scans} scans)`, seen.findings));
    for (const [kind, failures] of this.keys)
      figures.push(
        holds(
          SECTION,
          `keyboard-complete dialog: ${kind}`,
          failures.length === 0,
          failures.length ? failures.join('; ') : 'focus in, Tab trapped, Escape closes, focus back',
        ),
      );
    return figures;
  }
}
