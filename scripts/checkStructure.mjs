/**
 * Structure checks `npm test` runs before the build:
 * - no import cycle between source files: relative imports and imports of the workspace packages
 *   (through their package.json exports, `source` condition) resolved to files. Type-only imports
 *   count too: a cycle of types still ties the files to one another, and the next value import
 *   along it makes it a cycle at run time.
 * - no source file (ts, tsx, mts, js, mjs, css) over MAX_LINES lines, generated files aside.
 *
 *   node scripts/checkStructure.mjs [root]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mts|js|mjs|css)$/;
const MODULE = /\.(ts|tsx|mts|js|mjs)$/;
/** Generated: written by tools, never by hand. */
export const GENERATED = [/^tests\/src\/generated\//, /^migrations\/drizzle\//];
const IGNORED = [/(^|\/)node_modules\//, /(^|\/)dist\//];

/** The files git knows or would know (tracked, or untracked and not ignored), relative, with '/'. */
export function sourceFiles(root) {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).split('\0');
  } catch {
    throw new Error(`${root} is not a git checkout`);
  }
  return listed
    .filter((file) => SOURCE.test(file) && !IGNORED.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(join(root, file)) && statSync(join(root, file)).isFile())
    .sort();
}

export function lineCount(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** Files over `max` lines, generated ones aside: `{ file, lines }`. */
export function longFiles(root, files, max = MAX_LINES) {
  return files
    .filter((file) => !GENERATED.some((pattern) => pattern.test(file)))
    .map((file) => ({ file, lines: lineCount(readFileSync(join(root, file), 'utf8')) }))
    .filter((entry) => entry.lines > max);
}

const SPECIFIER = [
  // import x from '…', import type { X } from '…', export { x } from '…', export * from '…'
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  // import '…'
  /\bimport\s*['"]([^'"]+)['"]/g,
  // import('…'), and vi.mock('…') / vi.importActual('…') which load the file too
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** What a module imports, as written. Comments are blanked first, so examples in them do not count. */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found = new Set();
  for (const pattern of SPECIFIER) {
    for (const match of code.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

/** The workspace packages: name -> { dir, exports }. */
export function workspacePackages(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const packages = new Map();
  for (const dir of manifest.workspaces ?? []) {
    const file = join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    packages.set(pkg.name, { dir, exports: pkg.exports ?? {} });
  }
  return packages;
}

function exportTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') return entry.source ?? entry.default ?? null;
  return null;
}

/** `@scope/name/sub` through the package's exports (`source` first), as a path relative to root. */
function packageFile(specifier, packages) {
  for (const [name, pkg] of packages) {
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
    const subpath = specifier === name ? '.' : `.${specifier.slice(name.length)}`;
    for (const [key, entry] of Object.entries(pkg.exports)) {
      const target = exportTarget(entry);
      if (!target) continue;
      if (key === subpath) return join(pkg.dir, target);
      const star = key.indexOf('*');
      if (star < 0) continue;
      const [before, after] = [key.slice(0, star), key.slice(star + 1)];
      if (subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= key.length - 1) {
        const middle = subpath.slice(before.length, subpath.length - after.length);
        return join(pkg.dir, target.replace('*', middle));
      }
    }
  }
  return null;
}

/** A relative path as TypeScript finds it: '.js' may name a '.ts' or '.tsx' file, a folder its index. */
function existingModule(path, known) {
  const candidates = [path];
  const js = /\.(m?)js$/.exec(path);
  if (js) {
    const stem = path.slice(0, -js[0].length);
    candidates.push(`${stem}.${js[1]}ts`, `${stem}.tsx`);
  }
  candidates.push(
    `${path}.ts`,
    `${path}.tsx`,
    `${path}.js`,
    `${path}.mjs`,
    `${path}/index.ts`,
    `${path}/index.tsx`,
  );
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

const toPosix = (path) => path.split(sep).join('/');

/** The import graph of the modules among `files`: file -> files it imports (both relative to root). */
export function importGraph(root, files) {
  const modules = files.filter((file) => MODULE.test(file));
  const known = new Set(modules);
  const packages = workspacePackages(root);
  const graph = new Map();
  for (const file of modules) {
    const targets = new Set();
    for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
      const path = specifier.startsWith('.')
        ? toPosix(relative(root, resolve(root, dirname(file), specifier)))
        : specifier.startsWith('@')
          ? packageFile(specifier, packages)
          : null;
      const target = path === null ? null : existingModule(toPosix(path), known);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Every strongly connected group of more than one file (Tarjan), each with one cycle through it. */
export function importCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, at] = frame;
      const edges = graph.get(node) ?? [];
      if (at < edges.length) {
        frame[1]++;
        const target = edges[at];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]), low.get(node)));
      if (low.get(node) !== index.get(node)) continue;
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((files) => ({ files, cycle: cycleWithin(graph, new Set(files), files[0]) }));
}

/** The shortest way from `start` back to itself inside the group (breadth first). */
function cycleWithin(graph, group, start) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]));
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

/** Both checks over the tree at `root`: what fails, as lines to print (none: all is well). */
export function checkStructure(root, { maxLines = MAX_LINES } = {}) {
  const files = sourceFiles(root);
  const problems = [];
  for (const { files: group, cycle } of importCycles(importGraph(root, files))) {
    problems.push(`import cycle among ${group.length} files: ${cycle.join(' -> ')}`);
  }
  for (const { file, lines } of longFiles(root, files, maxLines)) {
    problems.push(`${file}: ${lines} lines (at most ${maxLines}; split it by subject)`);
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const problems = checkStructure(root);
  for (const problem of problems) console.error(`  ${problem}`);
  if (problems.length) {
    console.error(`structure check: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('structure check: no import cycles, no source file over 400 lines');
}
