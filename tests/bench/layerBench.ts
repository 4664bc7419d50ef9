/**
 * The render node and the layered 2D pictures, as figures (`npm run bench -w render-sim`):
 * - a cold layer (the node renders it), median and p95;
 * - a part change until every layer of the shown perspective is loaded, warm layers: one visitor,
 *   and ten visitors changing parts at once (p50, p95);
 * - a configuration's first PDF (its pictures never asked for, their layers warm);
 * - the pixel agreement of stacked layers with the whole picture, for every seeded model;
 * - warming the whole seeded catalog: measured with BENCH_WARM_ALL=1, else estimated from the
 *   rate of the model warmed here.
 * One JSON line per figure. The server runs in this process on embedded PGlite with the default
 * local render node. BENCH_MODEL picks the model (default: the KTM model with most parts);
 * BENCH_AGREEMENT_CONFIGS the configurations per model (3); BENCH_DIFFERENCES_DIR keeps pictures
 * of the configurations off by more than 0.5 %, the differing pixels in red.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@configurator/bff/app';
import { renderablePartsOf } from '@configurator/bff/catalog/catalogPresentation';
import type { PartRow } from '@configurator/bff/catalog/catalogSnapshot';
import { loadConfig } from '@configurator/bff/config';
import { encodePartSet } from '@configurator/bff/images/partSetCode';
import { type BrandCode, familyOfSegment, layerGroups, startPerspective } from '@configurator/domain';
import { openDatabase, queryRows } from '@configurator/migrations/db/database';
import { prepareDatabase } from '@configurator/migrations/db/prepareDatabase';
import { sql } from 'drizzle-orm';
import { pixelAgreement } from './pixelAgreement.js';

const API = '/api/posconfigurator';
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

const percentile = (values: readonly number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};
const print = (scenario: string, figures: Record<string, unknown>) =>
  console.log(JSON.stringify({ bench: 'render', scenario, ...figures }));

const cacheDir = await mkdtemp(join(tmpdir(), 'layer-bench-'));
const handle = await openDatabase({ kind: 'pglite' });
await prepareDatabase(handle);
const app = await buildApp(
  loadConfig({
    LOG_LEVEL: 'warn',
    PREPARE_CLIPS: 'false',
    RENDER_WARM_UP: 'false',
    RENDER_CACHE_DIR: cacheDir,
    RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
  }),
  { database: handle },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: method === 'POST' ? XHR : {},
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface PartAnswer {
  RulesResult: unknown;
  FullImages: { Perspective: number; Url: string }[];
}

/** Until every layer of the shown perspective is loaded, as the browser does it. */
async function loadPicture(fullImage: string): Promise<void> {
  const layout = await call<{ Layers: { Url: string }[] }>(
    'GET',
    fullImage.replace('/images/', '/images-fe/'),
  );
  await Promise.all(
    layout.Layers.map(async (layer) => {
      const response = await fetch(`${base}${layer.Url}`);
      if (!response.ok) throw new Error(`${layer.Url}: ${response.status}`);
      await response.arrayBuffer();
    }),
  );
}

/** A part change as the client sends it: a dry run, then the change, then the picture. */
async function changePart(id: string, partId: number, perspective: number): Promise<number | null> {
  const started = performance.now();
  const dryRun = await call<PartAnswer>('POST', `${API}/configuration/${id}/add-part`, {
    PartId: partId,
    DryRun: true,
  });
  if (dryRun.RulesResult) return null;
  const answer = await call<PartAnswer>('POST', `${API}/configuration/${id}/add-part`, { PartId: partId });
  const shown = answer.FullImages.find((image) => image.Perspective === perspective) ?? answer.FullImages[0];
  if (!shown) throw new Error('no FullImages');
  await loadPicture(shown.Url);
  return performance.now() - started;
}

async function waitRendered(keys: string[]): Promise<void> {
  for (;;) {
    if ((await app.renderQueue.renderedCount(keys)) >= keys.length) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

try {
  const snapshot = await app.services.catalog.current();
  const entries = [...snapshot.vehicles.values()];
  const renderableOf = (entry: (typeof entries)[number]) => renderablePartsOf(snapshot, entry);
  const entry =
    entries.find((e) => e.vehicle.modelId === process.env.BENCH_MODEL) ??
    entries
      .filter((e) => e.vehicle.brand === 'KTM' && !/X-BOW/.test(e.vehicle.modelId))
      .sort((a, b) => renderableOf(b).length - renderableOf(a).length)[0];
  if (!entry) throw new Error('no model');
  const modelId = entry.vehicle.modelId;
  const brand = entry.vehicle.brand as BrandCode;
  const perspective = startPerspective(brand);
  const variationCode = entry.variations[0]?.code as string;
  const renderable = renderableOf(entry);
  const tag = snapshot.sha256.slice(0, 8);
  const parts = renderable.map((id) => snapshot.parts.get(id) as PartRow);

  // Chromium of the node and of the compositor started, the shader programs compiled.
  const first = `${API}/blob-image/${brand}/${modelId}/${variationCode}/none/std/background/${perspective}.webp`;
  await fetch(`${base}${first}`).then((r) => r.arrayBuffer());

  // Cold layers: each part alone over the stock vehicle the node keeps, then other models' stock.
  const cold: number[] = [];
  for (const part of parts.slice(0, 20)) {
    const started = performance.now();
    await fetch(
      `${base}${API}/blob-image/${brand}/${modelId}/${variationCode}/${encodePartSet([part.partId], renderable, tag)}/std/parts/${perspective}.webp`,
    ).then((r) => r.arrayBuffer());
    cold.push(performance.now() - started);
  }
  const coldBase: number[] = [];
  for (const other of entries.filter((e) => e !== entry).slice(0, 8)) {
    const p = startPerspective(other.vehicle.brand as BrandCode);
    const v = other.variations[0]?.code as string;
    for (const role of ['background', 'base']) {
      const started = performance.now();
      await fetch(
        `${base}${API}/blob-image/${other.vehicle.brand}/${other.vehicle.modelId}/${v}/none/std/${role}/${p}.webp`,
      ).then((r) => r.arrayBuffer());
      coldBase.push(performance.now() - started);
    }
  }
  print('cold layer (a part over a kept stock vehicle, 1280x720 WebP)', {
    model: modelId,
    layers: cold.length,
    medianMs: percentile(cold, 50),
    p95Ms: percentile(cold, 95),
    targetMedianMs: 400,
  });
  print('cold layer (background and stock vehicle of a model not rendered before)', {
    layers: coldBase.length,
    medianMs: percentile(coldBase, 50),
    p95Ms: percentile(coldBase, 95),
  });

  // Warm the model's first variation: every perspective, the stock vehicle and each part alone.
  const resolved = await app.services.images.resolveImageSetup({
    modelId,
    variationCode,
    partIds: [],
    colors: null,
  });
  const warmRequests = app.services.images.warmUpRequests(
    resolved,
    parts.map((part) => [part]),
  );
  const warmKeys = [...new Set(await app.renderQueue.keysOf(warmRequests))];
  const warmStarted = performance.now();
  const alreadyDone = await app.renderQueue.renderedCount(warmKeys);
  await app.renderQueue.warm(warmRequests);
  await waitRendered(warmKeys);
  const warmSeconds = (performance.now() - warmStarted) / 1000;
  const layersPerSecond = (warmKeys.length - alreadyDone) / warmSeconds;
  print('warm-up of one model (first variation, every perspective)', {
    model: modelId,
    layers: warmKeys.length,
    seconds: Math.round(warmSeconds),
    layersPerSecond: Math.round(layersPerSecond * 10) / 10,
  });

  // Parts whose layers are warm: each its own group, whatever else is applied.
  const singles = layerGroups(
    parts.map((p) => ({ ...p, name: p.name.en })),
    familyOfSegment(entry.vehicle.segment, entry.vehicle.engineType),
  )
    .filter((group) => group.length === 1)
    .map((group) => group[0]?.partId as number);

  const failures: string[] = [];
  async function visitor(changes: number, seed: number): Promise<number[]> {
    const created = await call<{ ConfigurationId: string }>('POST', `${API}/configuration/create`, {
      ModelId: modelId,
      VariationCode: variationCode,
    });
    const times: number[] = [];
    for (let i = 0; times.length < changes && i < singles.length; i++) {
      const partId = singles[(i * 7 + seed * 13) % singles.length] as number;
      const ms = await changePart(created.ConfigurationId, partId, perspective).catch((error: unknown) => {
        failures.push(String(error).slice(0, 300));
        return null;
      });
      if (ms !== null) times.push(ms);
    }
    return times;
  }

  const one: number[] = [];
  for (let round = 0; round < 5; round++) one.push(...(await visitor(10, round)));
  if (failures.length) console.error(`part changes that failed: ${failures.length}, e.g. ${failures[0]}`);
  print('part change until every layer of the shown perspective is loaded, warm, 1 visitor', {
    changes: one.length,
    p50Ms: percentile(one, 50),
    p95Ms: percentile(one, 95),
    targetP95Ms: 150,
  });
  const ten = (await Promise.all(Array.from({ length: 10 }, (_, i) => visitor(10, 100 + i)))).flat();
  print('part change until every layer of the shown perspective is loaded, warm, 10 visitors at once', {
    changes: ten.length,
    p50Ms: percentile(ten, 50),
    p95Ms: percentile(ten, 95),
    targetP95Ms: 400,
  });

  // First PDFs: configurations of warm parts whose pictures were never asked for.
  const warmup = await call<{ ConfigurationId: string }>('POST', `${API}/configuration/create`, {
    ModelId: modelId,
  });
  await fetch(`${base}${API}/configuration/${warmup.ConfigurationId}/pdf`).then((r) => r.arrayBuffer());
  const pdfs: number[] = [];
  for (let i = 0; i < 10; i++) {
    const created = await call<{ ConfigurationId: string }>('POST', `${API}/configuration/create`, {
      ModelId: modelId,
      VariationCode: variationCode,
    });
    let added = 0;
    for (let k = 0; added < 3 && k < singles.length; k++) {
      const partId = singles[(i * 5 + k * 3 + 1) % singles.length] as number;
      const dry = await call<PartAnswer>('POST', `${API}/configuration/${created.ConfigurationId}/add-part`, {
        PartId: partId,
        DryRun: true,
      });
      if (dry.RulesResult) continue;
      await call('POST', `${API}/configuration/${created.ConfigurationId}/add-part`, { PartId: partId });
      added++;
    }
    const started = performance.now();
    const response = await fetch(`${base}${API}/configuration/${created.ConfigurationId}/pdf`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`pdf ${response.status}`);
    pdfs.push(performance.now() - started);
  }
  print("a configuration's first PDF (pictures never asked for, layers warm)", {
    pdfs: pdfs.length,
    medianMs: percentile(pdfs, 50),
    maxMs: percentile(pdfs, 100),
    targetMedianMs: 800,
  });

  // Pixel agreement of stacked layers with the whole picture, every seeded model.
  const differences = process.env.BENCH_DIFFERENCES_DIR;
  const agreement = await pixelAgreement(app, Number(process.env.BENCH_AGREEMENT_CONFIGS ?? 3), {
    ...(differences ? { differences: { directory: differences, overPercent: 0.5 } } : {}),
  });
  print(
    'pixel agreement: share of pixels off by more than 16/255, layers against the whole picture',
    agreement,
  );

  // The whole seeded catalog.
  const plans = await app.services.layerWarmUp.plan(snapshot);
  const allKeys = [...new Set(await app.renderQueue.keysOf([...plans.values()].flat()))];
  const sizes = await queryRows<{ n: string | number; bytes: string | number }>(
    app.database.db,
    sql`select count(*) as n, coalesce(sum(length(bytes)), 0) as bytes from render_results`,
  );
  const averageBytes = Number(sizes[0]?.bytes ?? 0) / Math.max(1, Number(sizes[0]?.n ?? 1));
  if (process.env.BENCH_WARM_ALL === '1') {
    const started = performance.now();
    app.services.layerWarmUp.start();
    await waitRendered(allKeys);
    const tables = await queryRows<{ bytes: string | number }>(
      app.database.db,
      sql`select pg_total_relation_size('render_results') as bytes`,
    );
    const disk = execFileSync('du', ['-sb', cacheDir], { encoding: 'utf8' }).split('\t')[0];
    print('whole seeded catalog warmed', {
      layers: allKeys.length,
      minutes: Math.round((performance.now() - started) / 6000) / 10,
      databaseMb: Math.round(Number(tables[0]?.bytes ?? 0) / 1e6),
      cacheDirMb: Math.round(Number(disk) / 1e6),
    });
  } else {
    print('whole seeded catalog warmed (estimated from the model above; BENCH_WARM_ALL=1 measures it)', {
      layers: allKeys.length,
      minutes: Math.round(allKeys.length / layersPerSecond / 6) / 10,
      averageLayerKb: Math.round(averageBytes / 100) / 10,
      databaseMb: Math.round((allKeys.length * averageBytes) / 1e6),
    });
  }
} finally {
  await app.close();
  await handle.close();
  await rm(cacheDir, { recursive: true, force: true });
}
