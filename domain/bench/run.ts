/**
 * Rules engine and configuration benchmarks. Prints one JSON object per line:
 * {"name": ..., "value": ..., "unit": ...}. Notes go to stderr.
 */
import { performance } from 'node:perf_hooks';
import type { VehicleCatalog } from '../src/catalog/types.js';
import { decide } from '../src/configuration/decide.js';
import type { ConfigurationEvent, ConfigurationState } from '../src/configuration/events.js';
import { evolve, initialState } from '../src/configuration/events.js';
import { seededRandom } from '../src/random/seededRandom.js';
import { compileRules } from '../src/rules/compileRules.js';
import { RuleSolver } from '../src/rules/ruleSolver.js';
import { generateLargeCatalog } from './generatedCatalog.js';
import { ProtocolClient } from './protocolClient.js';
import type { SeedCatalog } from './seedCatalog.js';
import { largestVehicle, toVehicleCatalog } from './seedCatalog.js';

const SEED_GENERATOR = '@configurator/migrations/seed/generateSeedCatalog';

function report(name: string, value: number, unit: string): void {
  console.log(JSON.stringify({ name, value: Number(value.toFixed(unit === 'µs' ? 2 : 3)), unit }));
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** A realistic starting point: a configuration with up to `target` parts, built through the rules. */
function configurationWithParts(catalog: VehicleCatalog, target: number): ConfigurationState {
  const random = seededRandom(11);
  const client = new ProtocolClient(catalog);
  for (let attempt = 0; attempt < target * 20 && client.partIds.length < target; attempt++) {
    const part = catalog.parts[Math.floor(random() * catalog.parts.length)];
    if (part && !part.isColorPart && !client.partIds.includes(part.partId)) client.addPart(part.partId);
  }
  return client.state;
}

/** The first request of the add-part dialog: a dry run without answers, for parts not applied yet. */
function measureDryRunAdd(
  label: string,
  catalog: VehicleCatalog,
  state: ConfigurationState,
  samples: number,
): void {
  const applied = new Set(state.exists ? state.partIds : []);
  const candidates = catalog.parts
    .filter((part) => !part.isColorPart && !applied.has(part.partId))
    .map((part) => part.partId);
  if (candidates.length === 0) throw new Error(`${label}: no part left to add`);
  const random = seededRandom(23);
  const order = Array.from(
    { length: samples },
    () => candidates[Math.floor(random() * candidates.length)] as number,
  );
  const by = { anonymousId: 'bench-visitor' };
  const at = '2025-01-01T00:00:00.000Z';
  const outcomes: Record<string, number> = {};
  for (let index = 0; index < Math.min(2_000, samples); index++) {
    decide({ type: 'AddPart', partId: order[index] as number, at, by }, state, catalog);
  }
  const timings = new Float64Array(samples);
  for (let index = 0; index < samples; index++) {
    const command = { type: 'AddPart', partId: order[index] as number, at, by } as const;
    const started = performance.now();
    const decision = decide(command, state, catalog);
    timings[index] = (performance.now() - started) * 1000;
    const outcome = decision.status === 'rejected' ? decision.error.code : decision.status;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  const sorted = [...timings].sort((a, b) => a - b);
  report(`add-part-dry-run-median-${label}`, percentile(sorted, 0.5), 'µs');
  report(`add-part-dry-run-p95-${label}`, percentile(sorted, 0.95), 'µs');
  report(`add-part-dry-run-p99-${label}`, percentile(sorted, 0.99), 'µs');
  console.error(
    `${label} (${catalog.modelId}): ${catalog.parts.length} parts, ${catalog.rules.length} rules, ${applied.size} applied; answers ${JSON.stringify(outcomes)}`,
  );
}

/** A 1,000-event stream of the kinds a visitor produces: parts in and out, settings, variations, saves. */
function eventStream(catalog: VehicleCatalog, length: number): ConfigurationEvent[] {
  const random = seededRandom(5);
  const client = new ProtocolClient(catalog);
  while (client.events.length < length) {
    const roll = random();
    const partIds = client.partIds;
    // A visitor's configuration holds tens of parts, not hundreds: past 40 parts, parts go.
    if (partIds.length > 40 || (roll >= 0.5 && roll < 0.8 && partIds.length >= 5)) {
      const partId = partIds[Math.floor(random() * partIds.length)];
      if (partId !== undefined) client.removePart(partId);
    } else if (roll < 0.8) {
      const part = catalog.parts[Math.floor(random() * catalog.parts.length)];
      if (part && !partIds.includes(part.partId)) client.addPart(part.partId);
    } else if (roll < 0.9) {
      const toolsConfiguration = {
        lighting: 12 + Math.floor(random() * 10),
        cinematics: `cinematic-${Math.floor(random() * 4)}`,
      };
      client.send({ type: 'UpdateVehicleSettings', toolsConfiguration, ...client.meta() });
    } else if (roll < 0.95) {
      const variation = catalog.variations[Math.floor(random() * catalog.variations.length)];
      if (variation)
        client.send({ type: 'ChangeVariation', variationCode: variation.code, ...client.meta() });
    } else {
      client.send({
        type: 'SaveConfiguration',
        saveDetails: { firstname: 'Anna', lastname: 'Berger' },
        ...client.meta(),
      });
    }
  }
  const events = client.events.slice(0, length);
  const kinds: Record<string, number> = {};
  for (const event of events) kinds[event.type] = (kinds[event.type] ?? 0) + 1;
  console.error(`replayed stream: ${JSON.stringify(kinds)}`);
  return events;
}

function measureReplay(events: readonly ConfigurationEvent[], iterations: number): void {
  let state: ConfigurationState = initialState;
  for (let index = 0; index < 50; index++) state = events.reduce(evolve, initialState);
  const timings: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const started = performance.now();
    state = events.reduce(evolve, initialState);
    timings.push(performance.now() - started);
  }
  if (state.version !== events.length) throw new Error('replay lost events');
  timings.sort((a, b) => a - b);
  report(`replay-${events.length}-events-median`, percentile(timings, 0.5), 'ms');
}

async function seededCatalog(): Promise<VehicleCatalog | undefined> {
  try {
    const module = (await import(SEED_GENERATOR)) as {
      generateSeedCatalog: () => SeedCatalog | Promise<SeedCatalog>;
    };
    const catalog = await module.generateSeedCatalog();
    const vehicle = largestVehicle(catalog);
    return vehicle ? toVehicleCatalog(catalog, vehicle) : undefined;
  } catch (error) {
    console.error(
      `seeded model skipped: ${SEED_GENERATOR} could not be loaded (${(error as Error).message})`,
    );
    return undefined;
  }
}

/** What a catalog import costs per vehicle: the solver that finds the impossible parts, built afresh. */
function measureSolverBuild(label: string, catalog: VehicleCatalog): void {
  const rules = compileRules(catalog);
  const started = performance.now();
  const solver = new RuleSolver(rules);
  report(`solver-build-${label}`, performance.now() - started, 'ms');
  console.error(
    `${label}: ${solver.impossible.size} of ${catalog.parts.length} parts no configuration can hold`,
  );
}

const seeded = await seededCatalog();
if (seeded) measureSolverBuild('seeded-largest-model', seeded);
if (seeded) measureDryRunAdd('seeded-largest-model', seeded, configurationWithParts(seeded, 10), 20_000);

const large = generateLargeCatalog();
const indexing = performance.now();
compileRules(large);
report('index-rules-10k-parts-50k-rules', performance.now() - indexing, 'ms');
measureSolverBuild('10k-parts-50k-rules', large);
measureDryRunAdd('10k-parts-50k-rules', large, configurationWithParts(large, 30), 20_000);

measureReplay(eventStream(large, 1_000), 200);
