import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, nicedExecutable, SERVER_ARGS, ServerBrowser } from './chromium.js';

/** The niceness of a process: field 19 of /proc/<pid>/stat, counted after the command's name. */
function nicenessOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[16]);
}

/** The process ids below `pid`, from the children files of /proc. */
function descendantsOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return children.map(Number).flatMap((child) => [child, ...descendantsOf(child)]);
}

describe('background Chromium', () => {
  let browser: ServerBrowser | null = null;
  afterEach(async () => {
    await browser?.close();
    browser = null;
  });

  it('writes one launcher per path and niceness, quoting the path for the shell', () => {
    const quoted = nicedExecutable("/opt/it's chromium", 7, false);
    expect(readFileSync(quoted, 'utf8')).toBe(`#!/bin/sh\nexec nice -n 7 '/opt/it'\\''s chromium' "$@"\n`);
    expect(nicedExecutable("/opt/it's chromium", 7, false)).toBe(quoted);
    expect(nicedExecutable(CHROMIUM_PATH, 7, false)).not.toBe(quoted);
    // As root, the launcher also drops the capability to raise a priority.
    expect(readFileSync(nicedExecutable('/usr/bin/chromium', 7, true), 'utf8')).toBe(
      `#!/bin/sh\nexec setpriv --bounding-set=-sys_nice nice -n 7 '/usr/bin/chromium' "$@"\n`,
    );
  });

  it('runs Chromium and every process it starts at the niceness asked for, and the pipe still works', async () => {
    browser = new ServerBrowser(
      {
        executablePath: CHROMIUM_PATH,
        args: SERVER_ARGS,
        protocolTimeout: 30_000,
        handleSignals: false,
        closedMessage: 'closed',
        niceness: 10,
      },
      () => undefined,
    );
    const launched = await browser.launch();
    const page = await launched.newPage();
    expect(await page.evaluate(() => 6 * 7)).toBe(42);
    const pid = launched.process()?.pid;
    if (pid === undefined) throw new Error('no browser process');
    const processes = [pid, ...descendantsOf(pid)];
    expect(processes.length).toBeGreaterThan(1);
    // Chromium raises its display threads where it may: as root it may not, so every process stays.
    for (const id of processes) expect(nicenessOf(id), `process ${id}`).toBe(10);
  }, 60_000);
});
