/**
 * Accessibility (issue 21, item 6): axe-core on every screen and dialog of the real app in Chromium,
 * at 1440x900 and 375x812, for the three brands, counting serious and critical findings per screen
 * or dialog kind (target 0); and every dialog opened with the keyboard checked for focus moving in,
 * Tab trapped inside, Escape closing and focus returning to its opener. Findings go to the log and
 * to findings.jsonl in the artifacts, each place to a screenshot. Quick: one brand per size, the
 * main screens and dialogs.
 */
import { startAccessibilityApp } from '../accessibility/accessibilityApp.js';
import { planFor } from '../accessibility/brandPlan.js';
import { AccessibilityTour } from '../accessibility/tour.js';
import { newVisitor, visitAsDealer, visitAsVisitor } from '../accessibility/visits.js';
import { type Figure, holds, type Section } from '../figures.js';

const BRANDS = ['KTM', 'HQV', 'GG'] as const;
const VIEWPORTS = ['desktop', 'mobile'] as const;

export const accessibility: Section = {
  name: 'accessibility',
  async run(context): Promise<Figure[]> {
    const app = await startAccessibilityApp();
    const tour = new AccessibilityTour(context.artifactsDir, context.log);
    const failures: string[] = [];
    try {
      const walks = context.quick
        ? [
            { brand: 'KTM', viewport: 'desktop' as const },
            { brand: 'HQV', viewport: 'mobile' as const },
          ]
        : BRANDS.flatMap((brand) => VIEWPORTS.map((viewport) => ({ brand, viewport })));
      for (const where of walks) {
        const plan = await planFor(app.api, where.brand);
        for (const visit of context.quick ? ['visitor'] : ['visitor', 'dealer']) {
          const page = await newVisitor(app.browser, where.viewport);
          try {
            if (visit === 'visitor') await visitAsVisitor(tour, page, app.url, plan, where, context.quick);
            else await visitAsDealer(tour, page, app.url, plan, where);
          } catch (error) {
            // One walk that breaks off is a miss of its own; the other walks still run.
            const message = `${visit} ${where.brand} ${where.viewport}: ${error instanceof Error ? error.message : String(error)}`;
            context.log(message);
            failures.push(message.split('\n')[0] as string);
            await page
              .screenshot({
                path: `${context.artifactsDir}/broken-${visit}-${where.brand}-${where.viewport}.png`,
              })
              .catch(() => undefined);
          } finally {
            await page.browserContext().close();
          }
        }
      }
    } finally {
      await app.close();
    }
    return [
      ...tour.figures(),
      holds(
        'accessibility',
        'every walk reached its end',
        failures.length === 0,
        failures.length ? failures.join('; ') : 'yes',
      ),
    ];
  },
};
