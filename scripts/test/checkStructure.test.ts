import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkStructure, importsOf, lineCount } from '../checkStructure.mjs';

const roots: string[] = [];

/** A git checkout in a temporary folder with these files (path -> content); untracked is enough. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'structure-'));
  roots.push(root);
  execFileSync('git', ['init', '-q'], { cwd: root });
  const all: Record<string, string> = {
    'package.json': JSON.stringify({ workspaces: ['alpha', 'beta'] }),
    'alpha/package.json': JSON.stringify({
      name: '@x/alpha',
      exports: { '.': { source: './src/index.ts' }, './*': { source: './src/*.ts' } },
    }),
    'beta/package.json': JSON.stringify({ name: '@x/beta', exports: { './*': { source: './src/*.ts' } } }),
    '.gitignore': 'dist/\n',
    ...files,
  };
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const lines = (count: number) => 'const a = 1;\n'.repeat(count);

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the structure check', () => {
  it('passes a tree whose imports go one way and whose files are short', () => {
    const root = tree({
      'alpha/src/index.ts': "export * from './a.js';\n",
      'alpha/src/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'alpha/src/b.ts': 'export const b = 1;\n',
      'beta/src/c.ts':
        "import { a } from '@x/alpha';\nimport { b } from '@x/alpha/b';\nexport const c = a + b;\n",
      'beta/src/styles.css': 'a { color: red; }\n',
    });
    expect(checkStructure(root)).toEqual([]);
  });

  it('finds a cycle of relative imports, naming the files in order', () => {
    const root = tree({
      'alpha/src/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'alpha/src/b.ts': "import { c } from './nested/c.js';\nexport const b = () => c;\n",
      'alpha/src/nested/c.ts': "import { a } from '../a.js';\nexport const c = () => a;\n",
    });
    expect(checkStructure(root)).toEqual([
      'import cycle among 3 files: alpha/src/a.ts -> alpha/src/b.ts -> alpha/src/nested/c.ts -> alpha/src/a.ts',
    ]);
  });

  it('follows workspace packages through their exports, and counts type-only imports', () => {
    const root = tree({
      'alpha/src/shape.ts':
        "import type { Colour } from '@x/beta/colour';\nexport interface Shape { c: Colour }\n",
      'beta/src/colour.ts':
        "import type { Shape } from '@x/alpha/shape';\nexport type Colour = Shape | 'red';\n",
    });
    expect(checkStructure(root)).toEqual([
      'import cycle among 2 files: alpha/src/shape.ts -> beta/src/colour.ts -> alpha/src/shape.ts',
    ]);
  });

  it('sees re-exports, side-effect and dynamic imports, and a .tsx file named .js', () => {
    const root = tree({
      'alpha/src/view.tsx': "export { helper } from './helper.js';\n",
      'alpha/src/helper.ts': "import './setup.js';\nexport const helper = 1;\n",
      'alpha/src/setup.ts': "export const later = () => import('./view.js');\n",
    });
    expect(checkStructure(root)).toHaveLength(1);
  });

  it('ignores imports in comments, outside packages and of files it does not know', () => {
    const root = tree({
      'alpha/src/a.ts':
        "// import { b } from './b.js';\nimport { z } from 'zod';\nimport { q } from './missing.js';\nexport const a = [z, q];\n",
      'alpha/src/b.ts':
        "/* import { a } from './a.js'; */\nimport { a } from './a.js';\nexport const b = a;\n",
    });
    expect(checkStructure(root)).toEqual([]);
  });

  it('finds a source file over 400 lines, CSS and scripts too, but not generated or ignored ones', () => {
    const root = tree({
      'alpha/src/long.ts': lines(401),
      'alpha/src/justRight.ts': lines(400),
      'beta/src/long.css': 'a {}\n'.repeat(450),
      'scripts/long.mjs': lines(500),
      'tests/src/generated/client.ts': lines(900),
      'migrations/drizzle/0001.js': lines(900),
      'alpha/dist/long.js': lines(900),
      'alpha/src/notes.md': lines(900),
    });
    expect(checkStructure(root)).toEqual([
      'alpha/src/long.ts: 401 lines (at most 400; split it by subject)',
      'beta/src/long.css: 450 lines (at most 400; split it by subject)',
      'scripts/long.mjs: 500 lines (at most 400; split it by subject)',
    ]);
  });

  it('counts lines as an editor numbers them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('reads every way of importing a module', () => {
    const code = [
      "import a from './a.js';",
      "import type { B } from './b.js';",
      "import {\n  c,\n  type C,\n} from './c.js';",
      "export * from './d.js';",
      "export { e } from './e.js';",
      "import './f.css';",
      "const g = await import('./g.js');",
      "const url = 'http://example.com/x'; // import { h } from './h.js';",
    ].join('\n');
    expect(importsOf(code).sort()).toEqual([
      './a.js',
      './b.js',
      './c.js',
      './d.js',
      './e.js',
      './f.css',
      './g.js',
    ]);
  });
});
