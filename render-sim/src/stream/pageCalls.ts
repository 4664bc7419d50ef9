import type { Page } from 'puppeteer-core';

type Api = Record<string, unknown>;

/**
 * Calls the live page's `window.configuratorStream` by name: `offer`, `stats`, or a live view call
 * as `view.setParts` (see render-sim/src/live/livePage.ts). The page's code is typed on its side;
 * arguments and answers cross as JSON.
 */
export function callPage<T = unknown>(page: Page, path: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    (name, values) => {
      const api = (globalThis as unknown as { configuratorStream?: Api }).configuratorStream;
      if (!api) throw new Error('the live page is not loaded');
      const [first = '', second] = name.split('.');
      let target: Api = api;
      let fn = api[first];
      if (second) {
        target = (fn as () => Api).call(api);
        fn = target[second];
      }
      if (typeof fn !== 'function') throw new Error(`the live page has no ${name}`);
      return (fn as (...x: unknown[]) => unknown).apply(target, values);
    },
    path,
    args,
  ) as Promise<T>;
}
