import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForTest } from '../../harness/load/testPostgres.js';
import { faultsIoSection } from '../../harness/sections/faultsIo.js';

/**
 * The faults-io section's short form: a render node killed while it renders and streams, the SMTP
 * server down and then answering 421, the render cache's file system full (a tmpfs: as root). No
 * target missed; each probe measured what it names.
 */
describe('the faults-io section, quick', () => {
  let postgres: { url: string; stop(): void };
  beforeAll(async () => {
    postgres = await postgresForTest();
  }, 120_000);
  afterAll(() => postgres?.stop());

  it('loses no picture request, stream or mail, and leaves no corrupt cache file', {
    timeout: 600_000,
  }, async () => {
    const figures = await faultsIoSection.run({
      quick: true,
      postgresUrl: postgres.url,
      soakMinutes: 0,
      artifactsDir: '',
      log: (message) => console.log(`  [faults-io] ${message}`),
    });
    const missed = figures.filter((figure) => figure.ok === false);
    expect(missed, JSON.stringify(missed, null, 2)).toEqual([]);
    const names = figures.map((figure) => figure.name);
    for (const name of [
      'render node killed: its running jobs rendered by the other node',
      'render node killed: its streams BROKEN, a retry on the other node',
      'no render node left: pictures answered 503 with Retry-After',
      'SMTP down: mails delivered vs sent, exactly once',
    ])
      expect(names).toContain(name);
    const root = typeof process.getuid === 'function' && process.getuid() === 0;
    if (root) expect(names).toContain('disk full: corrupt cache files');
  });
});
