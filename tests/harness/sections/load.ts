/**
 * Load (issue 21, item 1): virtual configurators over the REST API against a fresh built server,
 * on PGlite and on the PostgreSQL server, with a prober asking for the plain page beside them; then
 * the same load, smaller, with the renderer busy (layers warming, pictures loaded, two 3D streams).
 */
import {
  atMost,
  type Figure,
  type HarnessContext,
  holds,
  percentile,
  reported,
  type Section,
} from '../figures.js';
import { errorLines, HEAVY_KINDS, loadFigures } from '../load/loadFigures.js';
import { type LoadRunOptions, runLoad } from '../load/loadRun.js';

const SECTION = 'load';
const LABELS = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

/**
 * API calls with the renderer busy may take at most this many times their p99 without it (and at
 * least 100 ms more): rendering runs in other processes at a lower priority and the server only
 * relays it, so on a 2-core machine it may take a share of the CPU, never the requests' turn.
 */
const RENDERER_API_FACTOR = 2;

async function plainLoad(context: HarnessContext, database: 'pglite' | 'postgres') {
  const options: LoadRunOptions = {
    database,
    postgresUrl: context.postgresUrl,
    visitors: context.quick ? 20 : 100,
    durationS: context.quick ? 10 : 60,
    log: context.log,
  };
  const run = await runLoad(options);
  for (const line of errorLines(run)) context.log(line);
  return { run, figures: loadFigures(SECTION, LABELS[database], run) };
}

async function rendererBusy(context: HarnessContext, baselineP99: number): Promise<Figure[]> {
  const label = 'renderer busy (PostgreSQL)';
  const run = await runLoad({
    database: 'postgres',
    postgresUrl: context.postgresUrl,
    visitors: 30,
    durationS: 60,
    renderer: { streams: 2 },
    log: context.log,
  });
  for (const line of errorLines(run)) context.log(line);
  const apiP99 = percentile(run.recorder.all(HEAVY_KINDS), 99);
  const target = Math.round(Math.max(baselineP99 * RENDERER_API_FACTOR, baselineP99 + 100));
  return [
    ...loadFigures(SECTION, label, run),
    atMost(SECTION, `${label}: API p99 (pictures and PDFs aside)`, apiP99, target, 'ms'),
    holds(SECTION, `${label}: 3D streams started`, run.streamsStarted === 2, `${run.streamsStarted} of 2`),
    reported(SECTION, `${label}: stream frames received`, run.streamFrames),
  ];
}

export const loadSection: Section = {
  name: SECTION,
  async run(context) {
    const figures: Figure[] = [];
    let postgresP99 = 0;
    for (const database of ['pglite', 'postgres'] as const) {
      const { run, figures: measured } = await plainLoad(context, database);
      figures.push(...measured);
      if (database === 'postgres') {
        postgresP99 = percentile(run.recorder.all(HEAVY_KINDS), 99);
        figures.push(reported(SECTION, 'PostgreSQL: API p99 (PDFs aside)', postgresP99, 'ms'));
      }
    }
    // Chromium drawing layers and streams takes minutes to warm: the full run only.
    if (!context.quick) figures.push(...(await rendererBusy(context, postgresP99)));
    return figures;
  },
};
