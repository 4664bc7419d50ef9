/**
 * A crowd of configurators, as visitors use the screen: create, add parts answering the rules'
 * questions (the first option of a choice, every required part, every replaced part), remove
 * parts, change colours, dealer saves and shares over REST, reads over REST and tRPC. Every
 * answer is logged with its time and status, and every command answered 2xx with the event it
 * must have stored.
 */
import { randomUUID } from 'node:crypto';
import type { Acknowledged } from './storeChecks.js';

export const API = '/api/posconfigurator';

export interface ModelParts {
  modelId: string;
  partIds: number[];
  variationCodes: string[];
}

export interface Answer {
  /** When the request was sent and answered, ms on the performance clock. */
  sentAt: number;
  answeredAt: number;
  /** 0: no answer (connection refused or reset, or timed out). */
  status: number;
  retryAfter: boolean;
  message: string;
  write: boolean;
}

export interface LoadLog {
  acknowledged: Acknowledged[];
  answers: Answer[];
}

export interface ConfiguratorOptions {
  base: string;
  visitors: number;
  models: readonly ModelParts[];
  /** A dealer's `Authorization` header: saves are a dealer's command. */
  dealerAuthorization?: string;
  /** A request with no answer after this long counts as unanswered. */
  requestTimeoutMs?: number;
}

interface RulesResult {
  RuleType: number;
  Parts: number[];
  ChoosePart: boolean;
}

interface Visit {
  configurationId: string;
  model: ModelParts;
  applied: Set<number>;
  variation: string;
  shared: boolean;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The models of the seeded catalog with parts and colours to change. */
export async function modelsOf(base: string, count: number): Promise<ModelParts[]> {
  const list = (await (await fetch(`${base}${API}/vehicles?brand=KTM`)).json()) as {
    Segments: { Vehicles: { ModelId: string; RenderingEngine: string }[] }[];
  };
  const models: ModelParts[] = [];
  for (const vehicle of list.Segments.flatMap((s) => s.Vehicles)) {
    if (models.length === count) break;
    if (vehicle.RenderingEngine !== 'Engine2D') continue;
    const overview = (await (
      await fetch(`${base}${API}/vehicles/${encodeURIComponent(vehicle.ModelId)}`)
    ).json()) as {
      Parts: { PartId: number; IsColorPart: boolean }[];
      Variations: { Code: string }[];
    };
    const partIds = overview.Parts.filter((p) => !p.IsColorPart).map((p) => p.PartId);
    if (partIds.length > 0)
      models.push({
        modelId: vehicle.ModelId,
        partIds,
        variationCodes: overview.Variations.map((v) => v.Code),
      });
  }
  if (models.length === 0) throw new Error('the seeded catalog lists no 2D model with parts');
  return models;
}

/** Runs the crowd until `stop()`, which resolves once every visitor has had its last answer. */
export function startConfigurators(options: ConfiguratorOptions): { log: LoadLog; stop(): Promise<void> } {
  const log: LoadLog = { acknowledged: [], answers: [] };
  const timeoutMs = options.requestTimeoutMs ?? 15_000;
  let running = true;

  async function call(
    anonymousId: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const write = method !== 'GET';
    const sentAt = performance.now();
    let status = 0;
    let retryAfter = false;
    let json: Record<string, unknown> = {};
    try {
      const response = await fetch(`${options.base}${path.startsWith('/api/') ? '' : API}${path}`, {
        method,
        headers: {
          'x-anonymous-id': anonymousId,
          ...(write ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      retryAfter = response.headers.has('retry-after');
      json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    } catch {
      // Refused, reset or timed out: logged as status 0.
    }
    // REST answers { Message }, tRPC { error: { message } }.
    const refusal = json.Message ?? (json.error as { message?: unknown } | undefined)?.message;
    const message = typeof refusal === 'string' ? refusal : '';
    log.answers.push({ sentAt, answeredAt: performance.now(), status, retryAfter, message, write });
    return { status, json };
  }

  const ok = (status: number) => status >= 200 && status < 300;

  /** The dry-run protocol of the screen, then the real change; true when it was stored. */
  async function change(
    anonymousId: string,
    visit: Visit,
    route: 'add-part' | 'remove-part',
    partId: number,
  ) {
    const choices = { SelectedParts: [] as number[], RemoveParts: [] as number[] };
    for (let round = 0; round < 8 && running; round++) {
      const path = `/configuration/${visit.configurationId}/${route}`;
      const preview = await call(anonymousId, 'POST', path, { PartId: partId, ...choices, DryRun: true });
      if (!ok(preview.status)) return false;
      const question = preview.json.RulesResult as RulesResult | null;
      if (question) {
        if (route === 'remove-part' || question.RuleType === 0) choices.RemoveParts.push(...question.Parts);
        else if (question.ChoosePart) choices.SelectedParts.push(question.Parts[0] as number);
        else choices.SelectedParts.push(...question.Parts);
        continue;
      }
      const answer = await call(anonymousId, 'POST', path, { PartId: partId, ...choices, DryRun: false });
      if (!ok(answer.status)) return false;
      log.acknowledged.push({
        configurationId: visit.configurationId,
        type: route === 'add-part' ? 'PartAdded' : 'PartRemoved',
        key: partId,
      });
      visit.applied = new Set(answer.json.PartIds as number[]);
      return true;
    }
    return false;
  }

  async function step(anonymousId: string, visit: Visit | null): Promise<Visit | null> {
    if (!visit || Math.random() < 0.08) {
      const model = pick(options.models);
      const created = await call(anonymousId, 'POST', '/configuration/create', { ModelId: model.modelId });
      if (!ok(created.status)) return visit;
      const configurationId = String(created.json.ConfigurationId);
      log.acknowledged.push({ configurationId, type: 'ConfigurationCreated' });
      return {
        configurationId,
        model,
        applied: new Set(),
        variation: model.variationCodes[0] ?? '',
        shared: false,
      };
    }
    const roll = Math.random();
    const id = visit.configurationId;
    const otherColours = visit.model.variationCodes.filter((code) => code !== visit.variation);
    if (roll < 0.45) {
      const free = visit.model.partIds.filter((partId) => !visit.applied.has(partId));
      if (free.length) await change(anonymousId, visit, 'add-part', pick(free));
    } else if (roll < 0.65 && visit.applied.size > 0) {
      await change(anonymousId, visit, 'remove-part', pick([...visit.applied]));
    } else if (roll < 0.82 && otherColours.length > 0) {
      const variation = pick(otherColours);
      const answer = await call(anonymousId, 'PUT', `/configuration/update/${id}`, {
        VariationCode: variation,
      });
      if (ok(answer.status)) {
        log.acknowledged.push({ configurationId: id, type: 'VariationChanged', key: variation });
        visit.variation = variation;
        visit.applied = new Set(answer.json.PartIds as number[]);
      }
    } else if (roll < 0.94 && options.dealerAuthorization) {
      const details = {
        Firstname: 'Load',
        Lastname: `Visitor ${anonymousId.slice(0, 6)}`,
        Comment: `at ${Date.now()}`,
      };
      const saved = await call(anonymousId, 'POST', `/configuration/${id}/save-configuration`, details, {
        authorization: options.dealerAuthorization,
      });
      if (ok(saved.status)) log.acknowledged.push({ configurationId: id, type: 'ConfigurationSaved' });
    } else if (!visit.shared) {
      const shared = await call(anonymousId, 'GET', `/configuration/${id}/share`);
      if (ok(shared.status)) {
        log.acknowledged.push({ configurationId: id, type: 'ConfigurationShared' });
        visit.shared = true;
      }
    } else if (Math.random() < 0.5) {
      await call(anonymousId, 'GET', `/configuration/${id}`);
    } else {
      // As the browser reads it: through tRPC.
      const input = encodeURIComponent(JSON.stringify({ configurationId: id }));
      await call(anonymousId, 'GET', `/api/trpc/configuration.get?input=${input}`);
    }
    return visit;
  }

  async function visitor(): Promise<void> {
    const anonymousId = randomUUID();
    let visit: Visit | null = null;
    while (running) {
      const before = log.answers.length;
      visit = await step(anonymousId, visit);
      const last = log.answers[log.answers.length - 1];
      // Unavailable or unreachable: ask again soon (sooner than Retry-After, to see recovery).
      if (log.answers.length > before && last && (last.status === 0 || last.status >= 500)) await sleep(250);
    }
  }

  const visitors = Array.from({ length: options.visitors }, () => visitor());
  return {
    log,
    async stop() {
      running = false;
      await Promise.all(visitors);
    },
  };
}
