import { describe, expect, it } from 'vitest';
import {
  FIGURES_END,
  FIGURES_START,
  figuresBlock,
  machineLine,
  withFigures,
} from '../../harness/readmeFigures.js';

const run = {
  startedAt: new Date('2026-11-27T19:00:00Z'),
  minutes: 61,
  quick: false,
  sections: ['load', 'soak'],
};

describe('the figures written into the README', () => {
  it('replaces what stood between the markers and keeps the rest', () => {
    const readme = `# Title\n\n## Quality\n\n${FIGURES_START}\nold table\n${FIGURES_END}\n\n## Next\n`;
    const block = figuresBlock(run, 'a machine', '| a | b |');
    const written = withFigures(readme, block);
    expect(written).toBe(
      `# Title\n\n## Quality\n\n${FIGURES_START}\nRun of 2026-11-27 19:00 UTC (61 min; load, soak) on a machine:\n\n| a | b |\n${FIGURES_END}\n\n## Next\n`,
    );
    // Written again, the block is replaced, not added.
    expect(withFigures(written, block)).toBe(written);
  });

  it('names a quick run as such', () => {
    expect(figuresBlock({ ...run, quick: true }, 'm', 't')).toContain(
      '(61 min; the quick form of load, soak)',
    );
  });

  it('refuses a README without the markers', () => {
    expect(() => withFigures('# Title\n', 'x')).toThrow(`README.md: the markers ${FIGURES_START}`);
  });

  it('describes the machine with its cores, memory and Node', () => {
    expect(machineLine()).toMatch(/^\d+ cores \(.+\), \d+ GiB, Linux .+, Node v\d+/);
  });
});
