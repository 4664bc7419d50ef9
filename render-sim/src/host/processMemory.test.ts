import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryPeakSampler, processTreeMemory } from './processMemory.js';

const children: ReturnType<typeof spawn>[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

/** A child process holding about `mb` MB of touched memory until killed. */
async function childHolding(mb: number): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `globalThis.b = Buffer.alloc(${mb} * 1024 * 1024, 1); console.log('ready'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return child.pid as number;
}

describe('processTreeMemory', () => {
  it('counts the memory of a process and its children', async () => {
    const alone = processTreeMemory(process.pid);
    await childHolding(64);
    const withChild = processTreeMemory(process.pid);
    expect(withChild.rss - alone.rss).toBeGreaterThan(60 * 1024 * 1024);
    expect(withChild.pss - alone.pss).toBeGreaterThan(60 * 1024 * 1024);
  });

  it('reads resident sizes only when PSS is not asked for', async () => {
    const pid = await childHolding(16);
    const resident = processTreeMemory(pid, { proportional: false });
    expect(resident.rss).toBeGreaterThan(16 * 1024 * 1024);
    expect(resident.pss).toBe(0);
    expect(processTreeMemory(pid).pss).toBeGreaterThan(16 * 1024 * 1024);
  });

  it('answers nothing for a process that does not exist', () => {
    expect(processTreeMemory(2 ** 30)).toEqual({ pss: 0, rss: 0 });
  });
});

describe('memoryPeakSampler', () => {
  it('keeps the peak of a tree that grew and shrank while it sampled', async () => {
    const sampler = memoryPeakSampler(process.pid, { intervalMs: 20, proportionalEveryMs: 50 });
    const pid = await childHolding(96);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const during = processTreeMemory(process.pid);
    process.kill(pid);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const peak = sampler.stop();
    expect(peak.rss).toBeGreaterThanOrEqual(during.rss * 0.9);
    expect(peak.pss).toBeGreaterThan(96 * 1024 * 1024);
    expect(peak.rss).toBeGreaterThan(processTreeMemory(process.pid).rss + 60 * 1024 * 1024);
    // Stopped: the same peaks again, no more sampling.
    expect(sampler.stop()).toEqual(peak);
  });
});
