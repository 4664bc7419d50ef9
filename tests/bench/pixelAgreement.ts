import type { RenderJob } from '@configurator/bff/render/renderClient';
import { renderClient } from '@configurator/bff/render/renderClient';
import { startPerspective } from '@configurator/domain';
import { layerStill } from '@configurator/render-sim/scene/layerSpec';
import { decodePng, type RgbaPicture } from '@configurator/render-sim/testing/png';
import type { FastifyInstance } from 'fastify';
import { writeDifference } from './pictureDifference.js';

const API = '/api/posconfigurator';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
/** Half the 2D size: the figure is a share of pixels, the same at any size. */
const WIDTH = 640;
const HEIGHT = 360;
const TOLERANCE = 16;

/** A small deterministic generator: the same configurations in every run. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function over(under: RgbaPicture, layer: RgbaPicture): void {
  const a = under.data;
  const b = layer.data;
  for (let i = 0; i < a.length; i += 4) {
    const alpha = (b[i + 3] as number) / 255;
    if (alpha === 0) continue;
    for (let c = 0; c < 3; c++)
      a[i + c] = Math.round((b[i + c] as number) * alpha + (a[i + c] as number) * (1 - alpha));
    a[i + 3] = 255;
  }
}

function shareOff(a: RgbaPicture, b: RgbaPicture): number {
  let off = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs((a.data[i + c] as number) - (b.data[i + c] as number)) > TOLERANCE) {
        off++;
        break;
      }
    }
  }
  return off / (a.width * a.height);
}

/** A configuration as a visitor makes one: maybe a setup, then parts the rules let in. */
async function randomConfiguration(
  app: FastifyInstance,
  modelId: string,
  next: () => number,
): Promise<string> {
  const inject = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${API}${url}`, headers: XHR, payload });
  const overview = (await app.inject({ url: `${API}/vehicles/${encodeURIComponent(modelId)}` })).json() as {
    Parts: { PartId: number; CanBeRendered: boolean; IsColorPart: boolean }[];
    Setups?: { SetupId: string }[];
  };
  const created = (await inject('/configuration/create', { ModelId: modelId })).json() as {
    ConfigurationId: string;
  };
  const id = created.ConfigurationId;
  const setups = overview.Setups ?? [];
  if (setups.length > 0 && next() < 0.5) {
    const setup = setups[Math.floor(next() * setups.length)] as { SetupId: string };
    const dry = (
      await inject(`/configuration/${id}/apply-setup`, { SetupId: setup.SetupId, DryRun: true })
    ).json();
    if (!dry.RulesResult) await inject(`/configuration/${id}/apply-setup`, { SetupId: setup.SetupId });
  }
  const candidates = overview.Parts.filter((p) => p.CanBeRendered && !p.IsColorPart);
  const wanted = 2 + Math.floor(next() * 6);
  for (let tries = 0, added = 0; added < wanted && tries < 30 && candidates.length > 0; tries++) {
    const part = candidates[Math.floor(next() * candidates.length)] as { PartId: number };
    const dry = (await inject(`/configuration/${id}/add-part`, { PartId: part.PartId, DryRun: true })).json();
    if (dry.RulesResult || dry.Message) continue;
    const done = await inject(`/configuration/${id}/add-part`, { PartId: part.PartId });
    if (done.statusCode === 200) added++;
  }
  return id;
}

async function render(nodeUrl: string, job: RenderJob) {
  const rendered = await renderClient.render(nodeUrl, job, 60_000);
  return { picture: decodePng(rendered.bytes), depth: rendered.meta.depth };
}

/**
 * For every seeded model, `perModel` random configurations at the start perspective: the layers
 * stacked as the browser stacks them against the whole picture rendered at once.
 */
export async function pixelAgreement(
  app: FastifyInstance,
  perModel: number,
  options: {
    models?: readonly string[];
    detail?: (line: string) => void;
    /** Pictures of every configuration off by more than `overPercent`, written to `directory`. */
    differences?: { directory: string; overPercent: number };
  } = {},
) {
  const node = (await app.renderNodes.live())[0];
  if (!node) throw new Error('no render node');
  const snapshot = await app.services.catalog.current();
  const next = random(20261125);
  const figures: { modelId: string; worst: number; mean: number }[] = [];
  for (const entry of snapshot.vehicles.values()) {
    if (options.models && !options.models.includes(entry.vehicle.modelId)) continue;
    const shares: number[] = [];
    for (let i = 0; i < perModel; i++) {
      const id = await randomConfiguration(app, entry.vehicle.modelId, next);
      const state = await app.services.configurationQueries.state(id);
      const renderable = new Set(
        [...snapshot.parts.values()].filter((p) => p.canBeRendered && !p.isColorPart).map((p) => p.partId),
      );
      const resolved = await app.services.images.resolveImageSetup({
        modelId: state.modelId,
        variationCode: state.variationCode,
        partIds: state.partIds.filter((partId) => renderable.has(partId)),
        colors: null,
      });
      const perspective = startPerspective(resolved.brand);
      const jobs = app.services.images.plan(resolved, perspective, 'png').map((layer) => {
        const job = layer.request.job;
        if (job.kind !== 'layer') throw new Error('not a layer job');
        return { ...job, spec: { ...job.spec, width: WIDTH, height: HEIGHT } };
      });
      const [background, baseLayer, ...partLayers] = await Promise.all(
        jobs.map((job) => render(node.url, job)),
      );
      if (!background || !baseLayer) throw new Error('missing layers');
      const spec = jobs[1]?.spec;
      if (!spec) throw new Error('no base layer');
      const whole = layerStill(
        spec,
        jobs.slice(2).flatMap((job) => job.spec.parts),
        'full',
      );
      const reference = (await render(node.url, { kind: 'still', spec: whole })).picture;
      const stacked = background.picture;
      over(stacked, baseLayer.picture);
      for (const layer of partLayers.sort((a, b) => (b.depth ?? -Infinity) - (a.depth ?? -Infinity))) {
        over(stacked, layer.picture);
      }
      const share = shareOff(stacked, reference);
      if (options.differences && share * 100 > options.differences.overPercent) {
        writeDifference(
          options.differences.directory,
          `${entry.vehicle.modelId}-${i}`,
          WIDTH,
          HEIGHT,
          stacked.data,
          reference.data,
        );
      }
      shares.push(share);
      options.detail?.(
        `${entry.vehicle.modelId} ${(share * 100).toFixed(3)}% ${jobs
          .slice(2)
          .map((job) =>
            job.spec.parts.map((p) => `${p.partId}:${p.name}[${p.categories.join(',')}]`).join('+'),
          )
          .join(' | ')}`,
      );
    }
    figures.push({
      modelId: entry.vehicle.modelId,
      worst: Math.max(...shares),
      mean: shares.reduce((a, b) => a + b, 0) / shares.length,
    });
  }
  const worst = figures.reduce((a, b) => (b.worst > a.worst ? b : a));
  const percent = (share: number) => Math.round(share * 100_000) / 1000;
  return {
    models: figures.length,
    configurations: figures.length * perModel,
    worstPercent: percent(worst.worst),
    worstModel: worst.modelId,
    meanPercent: percent(figures.reduce((a, b) => a + b.mean, 0) / figures.length),
    modelsOver1Percent: figures.filter((f) => f.worst > 0.01).map((f) => f.modelId),
    targetWorstPercent: 1,
  };
}
