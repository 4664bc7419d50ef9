/**
 * The render cache on a full file system: a tmpfs of its own (this needs root; without it the
 * probe says so rather than measuring something else), filled to the last byte while pictures are
 * asked for. Pictures are answered whole or refused clearly, nothing half-written stays in the
 * cache, and once there is room again new results are kept on disk again.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Figure, holds, none, reported } from '../figures.js';
import { isWholePicture, scanCache } from './cacheFiles.js';
import {
  type Answer,
  createConfiguration,
  type FaultServer,
  isLost,
  layoutOf,
  modelsOf,
  type Probe,
  SECTION,
  startFaultServer,
} from './faultServer.js';

const NAME = 'disk full';

/** Writes `path` until the file system has no byte left. */
async function fill(path: string): Promise<number> {
  const file = await open(path, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const chunk = Buffer.alloc(size, 7);
      for (;;) {
        try {
          await file.write(chunk);
          written += size;
        } catch {
          break;
        }
      }
    }
  } finally {
    await file.close().catch(() => undefined);
  }
  return written;
}

/** Every picture of a new configuration of `modelId`: the whole one, its layout and each layer. */
async function picturesOf(server: FaultServer, modelId: string): Promise<string[]> {
  const { picture } = await createConfiguration(server, modelId);
  const layout = await server.call(layoutOf(picture));
  const layers =
    layout.status === 200
      ? (JSON.parse(layout.body.toString()) as { Layers: { Url: string }[] }).Layers.map((l) => l.Url)
      : [];
  return [picture, ...layers];
}

/** Answers to `urls`, a few at a time as a browser asks. */
async function fetchAll(server: FaultServer, urls: readonly string[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < urls.length; i += 4)
    answers.push(...(await Promise.all(urls.slice(i, i + 4).map((url) => server.call(url)))));
  return answers;
}

const broken = (answers: readonly Answer[]) =>
  answers.filter((a) => a.status === 200 && !isWholePicture(a.body, a.contentType));

export async function diskFull(probe: Probe): Promise<Figure[]> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'harness-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', cacheDir], { stdio: 'pipe' });
  } catch (error) {
    await rm(cacheDir, { recursive: true, force: true });
    const reason = String((error as { stderr?: Buffer }).stderr ?? error)
      .trim()
      .split('\n')[0];
    probe.log(`a tmpfs cannot be mounted here (${reason}): the disk-full probe needs root`);
    return [reported(SECTION, `${NAME}: not measured (no tmpfs: needs root)`, reason ?? '')];
  }
  let server: FaultServer | null = null;
  try {
    server = await startFaultServer(probe.postgresUrl, { RENDER_CACHE_DIR: cacheDir });
    const s = server;
    const models = await modelsOf(s);
    const count = probe.quick ? 1 : 3;
    // With room: the first models' pictures, rendered and kept.
    const before: string[] = [];
    for (const model of models.slice(0, count)) before.push(...(await picturesOf(s, model.modelId)));
    const withRoom = await fetchAll(s, before);

    const filled = await fill(join(cacheDir, 'filler'));
    probe.log(`cache file system filled with ${Math.round(filled / 1024)} KiB`);
    // Full: pictures rendered before, and new ones whose results cannot be written.
    const during: string[] = [];
    for (const model of models.slice(count, 2 * count)) during.push(...(await picturesOf(s, model.modelId)));
    const whileFull = await fetchAll(s, [...before, ...during]);
    const partialWhileFull = (await scanCache(cacheDir)).partial.length;

    // Room again: the results asked for while full are written when asked for again.
    const filesBefore = (await scanCache(cacheDir)).files;
    await rm(join(cacheDir, 'filler'));
    const freedAt = Date.now();
    let recoveredAt = Number.NaN;
    for (let tries = 0; tries < 100; tries++) {
      await fetchAll(s, during);
      if ((await scanCache(cacheDir)).files > filesBefore) {
        recoveredAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const after: string[] = [];
    for (const model of models.slice(2 * count, 2 * count + 1))
      after.push(...(await picturesOf(s, model.modelId)));
    const later = await fetchAll(s, [...before, ...during, ...after]);
    const scan = await scanCache(cacheDir);
    for (const file of [...scan.partial, ...scan.corrupt].slice(0, 3))
      probe.log(`left in the cache: ${file}`);

    // A later read gives the same whole pictures as were answered while full.
    const fullBodies = new Map(whileFull.filter((a) => a.status === 200).map((a) => [a.url, a.body]));
    const changed = later.filter((a) => {
      const body = fullBodies.get(a.url);
      return body && a.status === 200 && !a.url.includes('/images-fe/') && !body.equals(a.body);
    });
    const all = [...withRoom, ...whileFull, ...later];
    const lost = all.filter(isLost);
    for (const answer of lost.slice(0, 3))
      probe.log(`lost: ${answer.status} ${answer.url} ${answer.body.toString().slice(0, 200)}`);
    const answeredWhileFull = whileFull.filter((a) => a.status === 200).length;
    return [
      none(SECTION, `${NAME}: picture requests lost or 5xx without Retry-After`, lost.length),
      reported(
        SECTION,
        `${NAME}: pictures answered while full`,
        `${answeredWhileFull} of ${whileFull.length}`,
      ),
      none(SECTION, `${NAME}: pictures answered incomplete`, broken(all).length + changed.length),
      none(SECTION, `${NAME}: partial files left in the cache`, partialWhileFull + scan.partial.length),
      none(SECTION, `${NAME}: corrupt cache files`, scan.corrupt.length),
      holds(
        SECTION,
        `${NAME}: results kept on disk again once there is room`,
        Number.isFinite(recoveredAt) && later.every((a) => a.status === 200),
        Number.isFinite(recoveredAt) ? `after ${(recoveredAt - freedAt) / 1000} s` : 'never',
      ),
      reported(
        SECTION,
        `${NAME}: recovery`,
        Number.isFinite(recoveredAt) ? (recoveredAt - freedAt) / 1000 : -1,
        's',
      ),
    ];
  } finally {
    await server?.stop().catch(() => undefined);
    try {
      execFileSync('umount', [cacheDir], { stdio: 'pipe' });
    } catch {
      execFileSync('umount', ['-l', cacheDir], { stdio: 'pipe' });
    }
    await rm(cacheDir, { recursive: true, force: true });
  }
}
