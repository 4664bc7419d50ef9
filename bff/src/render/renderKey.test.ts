import { describe, expect, it } from 'vitest';
import type { RenderJob } from './renderClient.js';
import { RenderKeys, renderKey } from './renderKey.js';

const jobs = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => ({ modelId: 'M', layer: 'part', parts: [i] }) as unknown as RenderJob,
  );

describe('render keys of many jobs', () => {
  it('are the keys of each job, kept per scene version', async () => {
    const keys = new RenderKeys();
    const list = jobs(3);
    const first = await keys.of('v1', list);
    expect(first).toEqual(list.map((job) => renderKey('v1', job)));
    expect(await keys.of('v1', list)).toEqual(first);
    const next = await keys.of('v2', list);
    expect(next).toEqual(list.map((job) => renderKey('v2', job)));
    expect(next).not.toEqual(first);
  });

  it('let a timer run while thousands are hashed', async () => {
    let hashedBeforeTimer = -1;
    const list = jobs(5000);
    const keys = new RenderKeys();
    const hashing = keys.of('v1', list);
    setTimeout(() => {
      hashedBeforeTimer = 0;
    }, 0);
    await hashing;
    // The timer ran before the last slice: the hashing did not hold the loop from start to end.
    expect(hashedBeforeTimer).toBe(0);
  });
});
