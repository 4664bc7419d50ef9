import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sceneBundle } from './sceneBundle.js';

/** The command lines of this process's children, whichever of its threads started them. */
function childCommandLines(): string[] {
  const children = readdirSync(`/proc/${process.pid}/task`).flatMap((thread) =>
    readFileSync(`/proc/${process.pid}/task/${thread}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
  );
  return children.flatMap((pid) => {
    try {
      return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')];
    } catch {
      return [];
    }
  });
}

describe('the scene bundle', () => {
  it('bundles the scene once and leaves no esbuild process behind', async () => {
    const bundle = await sceneBundle();
    expect(bundle.html).toMatch(/^<!doctype html>.*<script type="module">.+<\/script><\/body><\/html>$/s);
    expect(bundle.html.slice(bundle.html.indexOf('<script type="module">') + 22, -23)).not.toContain(
      '</script',
    );
    expect(bundle.version).toMatch(/^[0-9a-f]{16}$/);
    expect(await sceneBundle()).toBe(bundle);
    expect(childCommandLines().filter((line) => line.includes('esbuild'))).toEqual([]);
  }, 60_000);
});
