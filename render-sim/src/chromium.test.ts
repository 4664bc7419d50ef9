import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  backgroundNiceness,
  CHROMIUM_PATH,
  launchChromium,
  nicedExecutable,
  SERVER_ARGS,
  ServerBrowser,
} from './chromium.js';

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

/** Waits until `done` holds (the launcher execs its program a few milliseconds after the spawn). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !done(); tries++) await new Promise((r) => setTimeout(r, 20));
}

describe('background Chromium', () => {
  let browser: ServerBrowser | null = null;
  afterEach(async () => {
    await browser?.close();
    browser = null;
  });

  /** A server browser with the server flags at `niceness`, and a page of it. */
  async function launchServerBrowser(niceness: number) {
    browser = new ServerBrowser(
      {
        executablePath: CHROMIUM_PATH,
        args: SERVER_ARGS,
        protocolTimeout: 30_000,
        handleSignals: false,
        closedMessage: 'closed',
        niceness,
      },
      () => undefined,
    );
    const launched = await browser.launch();
    return { launched, page: await launched.newPage() };
  }

  it('reads the background niceness from 0 to 19, 10 when unset, and names the variable when it is wrong', () => {
    expect(backgroundNiceness(undefined)).toBe(10);
    expect(backgroundNiceness('')).toBe(10);
    expect(backgroundNiceness('0')).toBe(0);
    expect(backgroundNiceness('19')).toBe(19);
    for (const wrong of ['20', '-1', '2.5', 'low'])
      expect(() => backgroundNiceness(wrong)).toThrow(
        /^BACKGROUND_NICENESS must be a whole number from 0 to 19/,
      );
  });

  it('writes one launcher per path and niceness, quoting the path for the shell', () => {
    const quoted = nicedExecutable("/opt/it's chromium", 7, false);
    const script = readFileSync(quoted, 'utf8');
    expect(script.startsWith('#!/bin/sh\n')).toBe(true);
    expect(script.endsWith(`\nexec nice -n 7 '/opt/it'\\''s chromium' "$@"\n`)).toBe(true);
    expect(nicedExecutable("/opt/it's chromium", 7, false)).toBe(quoted);
    expect(nicedExecutable(CHROMIUM_PATH, 7, false)).not.toBe(quoted);
    expect(nicedExecutable("/opt/it's chromium", 8, false)).not.toBe(quoted);
    // As root, the launcher also drops the capability to raise a priority.
    expect(
      readFileSync(nicedExecutable('/usr/bin/chromium', 7, true), 'utf8').endsWith(
        `\nexec setpriv --bounding-set=-sys_nice nice -n 7 '/usr/bin/chromium' "$@"\n`,
      ),
    ).toBe(true);
  });

  // Where the kernel schedules by session (autogroup), a session's group shares the CPU equally
  // with the server's whatever the niceness of its processes: the launcher nices the group too.
  it.runIf(existsSync('/proc/self/autogroup'))(
    'gives a session of its own (as puppeteer starts the browser) the niceness, and leaves the caller’s session alone',
    async () => {
      const ownBefore = readFileSync('/proc/self/autogroup', 'utf8');
      const launcher = nicedExecutable('/bin/sleep', 7);
      const inSession = spawn(launcher, ['30'], { detached: true, stdio: 'ignore' });
      const inCaller = spawn(launcher, ['30'], { stdio: 'ignore' });
      try {
        await waitFor(
          () => nicenessOf(inSession.pid as number) === 7 && nicenessOf(inCaller.pid as number) === 7,
        );
        expect(readFileSync(`/proc/${inSession.pid}/autogroup`, 'utf8')).toMatch(/ nice 7\n$/);
        expect(readFileSync(`/proc/${inCaller.pid}/autogroup`, 'utf8')).toBe(ownBefore);
        expect(readFileSync('/proc/self/autogroup', 'utf8')).toBe(ownBefore);
      } finally {
        inSession.kill('SIGKILL');
        inCaller.kill('SIGKILL');
      }
    },
  );

  it('runs Chromium and every process it starts at the niceness asked for, and the pipe still works', async () => {
    const { launched, page } = await launchServerBrowser(10);
    expect(await page.evaluate(() => 6 * 7)).toBe(42);
    const pid = launched.process()?.pid;
    if (pid === undefined) throw new Error('no browser process');
    const processes = [pid, ...descendantsOf(pid)];
    expect(processes.length).toBeGreaterThan(1);
    // Chromium raises its display threads where it may: as root it may not, so every process stays.
    for (const id of processes) expect(nicenessOf(id), `process ${id}`).toBe(10);
    // Its session's scheduling group is niced as well, where the kernel groups by session.
    if (existsSync('/proc/self/autogroup'))
      expect(readFileSync(`/proc/${pid}/autogroup`, 'utf8')).toMatch(/ nice 10\n$/);
  }, 60_000);

  it('starts lean: no network service process, no preloaded omnibox popup, no spare renderer', async () => {
    const { launched, page } = await launchServerBrowser(0);
    await page.setContent('<p>ready</p>');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pid = launched.process()?.pid;
    if (pid === undefined) throw new Error('no browser process');
    const commandLines = descendantsOf(pid).map((id) =>
      readFileSync(`/proc/${id}/cmdline`, 'utf8').replaceAll('\0', ' '),
    );
    expect(commandLines.filter((line) => line.includes('--type=renderer'))).toHaveLength(1);
    expect(commandLines.filter((line) => line.includes('network.mojom.NetworkService'))).toEqual([]);
    const urls = (await launched.targets()).map((target) => target.url());
    expect(urls.filter((url) => url.startsWith('chrome://'))).toEqual([]);
  }, 60_000);

  it('opens browser contexts without the omnibox popup: the tests open each page in a context of its own', async () => {
    const quiet = await launchChromium();
    try {
      for (let round = 0; round < 2; round++) {
        const context = await quiet.createBrowserContext();
        await (await context.newPage()).setContent('<p>ready</p>');
        await new Promise((resolve) => setTimeout(resolve, 500));
        const urls = (await quiet.targets()).map((target) => target.url());
        expect(urls.filter((url) => url.startsWith('chrome://'))).toEqual([]);
        await context.close();
      }
    } finally {
      await quiet.close();
    }
  }, 60_000);
});
