import { describe, expect, it } from 'vitest';
import { StreamHost } from './streamHost.js';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live sessions browser', () => {
  it('starts on the first session, readies the next page, and closes after a while without sessions', async () => {
    const host = new StreamHost(undefined, { idleCloseMs: 500 });
    try {
      expect(host.running).toBe(false);
      const coldStarted = performance.now();
      const first = await host.openPage(320, 180, () => undefined);
      const coldMs = performance.now() - coldStarted;
      expect(host.running).toBe(true);
      // The page readied in the background meanwhile is taken by the next session.
      await settle(3000);
      const warmStarted = performance.now();
      const second = await host.openPage(320, 180, () => undefined);
      const warmMs = performance.now() - warmStarted;
      console.log(
        `live page: first session ${Math.round(coldMs)} ms (browser started), next ${Math.round(warmMs)} ms`,
      );
      await first.close();
      await settle(1000);
      // One session still live: the browser stays.
      expect(host.running).toBe(true);
      await second.close();
      await second.close();
      const deadline = Date.now() + 10_000;
      while (host.running && Date.now() < deadline) await settle(100);
      expect(host.running).toBe(false);
      expect(host.idleCloses).toBe(1);
      // The next session starts it again.
      const third = await host.openPage(320, 180, () => undefined);
      expect(await third.page.evaluate(() => 1 + 1)).toBe(2);
      await third.close();
    } finally {
      await host.close();
    }
  });

  it('warmUp starts the browser when sessions are expected; it closes again if none comes', async () => {
    const host = new StreamHost(undefined, { idleCloseMs: 1500 });
    try {
      await host.warmUp(320, 180);
      expect(host.running).toBe(true);
      const deadline = Date.now() + 10_000;
      while (host.running && Date.now() < deadline) await settle(100);
      expect(host.running).toBe(false);
    } finally {
      await host.close();
    }
  });
});
