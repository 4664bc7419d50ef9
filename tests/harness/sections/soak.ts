/**
 * Soak (issue 21, item 8): the load mix for `soakMinutes` on the PostgreSQL server, the process tree
 * sampled every 10 s (the server, its render node, every Chromium): memory per kind of process must
 * stay flat over the second half, and neither file descriptors nor Chromium processes may grow.
 */
import { atMost, type Figure, none, reported, type Section } from '../figures.js';
import { errorLines, loadFigures } from '../load/loadFigures.js';
import { runLoad } from '../load/loadRun.js';
import { type ProcessKind, slope } from '../load/processTree.js';

const SECTION = 'soak';
/**
 * Flat memory: at most 1 MB a minute over the second half. Caches (catalog, compiled code, render
 * results kept by key) fill in the first half; a leak of a few kB per request grows by several MB a
 * minute at this load, so 1 MB/min tells one from the other, and 30 MB over a 30-minute soak is
 * within a process's noise.
 */
const SLOPE_MB_PER_MIN = 1;
const KINDS: ProcessKind[] = ['bff', 'render node', 'chromium'];

export const soakSection: Section = {
  name: SECTION,
  async run(context) {
    const minutes = context.quick ? 1 : context.soakMinutes;
    const run = await runLoad({
      database: 'postgres',
      postgresUrl: context.postgresUrl,
      visitors: context.quick ? 20 : 100,
      durationS: minutes * 60,
      sampleEveryS: 10,
      startEverything: true,
      log: context.log,
    });
    for (const line of errorLines(run)) context.log(line);
    const figures: Figure[] = [...loadFigures(SECTION, `${minutes} min`, run)];
    const secondHalf = run.samples.filter((s) => s.atMin >= minutes / 2);
    const middle = secondHalf[0];
    const settled = run.settled;
    if (!middle || !settled) throw new Error(`too few samples of the process tree (${run.samples.length})`);
    for (const kind of KINDS) {
      const points = secondHalf
        .filter((s) => s.byKind[kind].count > 0)
        .map((s) => ({ x: s.atMin, y: s.byKind[kind].rssMb }));
      if (points.length < 2) {
        figures.push(reported(SECTION, `${kind}: memory slope`, 'not running'));
        continue;
      }
      const perMinute = slope(points);
      const name = `${kind}: memory slope over the second half`;
      // A minute says little: caches still fill; the slope is reported, the target is the soak's.
      figures.push(
        context.quick
          ? reported(SECTION, `${name} (quick, reported only)`, perMinute, 'MB/min')
          : atMost(SECTION, name, perMinute, SLOPE_MB_PER_MIN, 'MB/min'),
      );
      figures.push(reported(SECTION, `${kind}: memory at the end`, points[points.length - 1]?.y ?? 0, 'MB'));
    }
    const total = (sample: typeof settled, field: 'fds' | 'sockets' | 'count', kinds = KINDS) =>
      kinds.reduce((sum, kind) => sum + sample.byKind[kind][field], 0);
    // Sockets follow the visitors' connections; files, pipes and event descriptors are the server's own.
    for (const kind of KINDS)
      figures.push(
        none(
          SECTION,
          `${kind}: file descriptors grown from the middle to the settled end`,
          Math.max(0, settled.byKind[kind].fds - middle.byKind[kind].fds),
        ),
      );
    figures.push(
      reported(
        SECTION,
        'sockets: middle, settled end',
        `${total(middle, 'sockets')}, ${total(settled, 'sockets')}`,
      ),
      none(
        SECTION,
        'Chromium processes grown from the middle to the end',
        Math.max(0, total(settled, 'count', ['chromium']) - total(middle, 'count', ['chromium'])),
      ),
      reported(SECTION, 'Chromium processes at the end', total(settled, 'count', ['chromium'])),
    );
    return figures;
  },
};
