import { events } from '@configurator/migrations/db/schema/eventStore';
import type { TestDatabase } from '@configurator/migrations/testing/testDatabases';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppDependencies } from '../app.js';
import type { Part, Price, VehicleListItem, VehicleOverview } from '../catalog/catalogTypes.js';
import type {
  ConfigurationSummary,
  LoadedConfiguration,
  PartChangeAnswer,
} from '../configurations/configurationSchemas.js';
import { startTestApp, type TestApp, XHR } from './testApp.js';

export const API = '/api/posconfigurator';

export interface PartChangeBody {
  PartId: number;
  SelectedParts?: number[];
  RemoveParts?: number[];
  DryRun?: boolean;
}

export interface Choices {
  SelectedParts: number[];
  RemoveParts: number[];
}

/** A settled part change: the questions asked on the way, the answers given and the real answer. */
export interface SettledChange {
  questions: NonNullable<PartChangeAnswer['RulesResult']>[];
  choices: Choices;
  preview: PartChangeAnswer;
  answer: PartChangeAnswer;
}

type Route = 'add-part' | 'remove-part' | 'apply-setup';

/**
 * The REST facade as the client uses it, over `app.inject`. Every expectation it needs comes from
 * the catalog the server itself answers, never from values written into a test.
 */
export class ConfigurationClient {
  constructor(readonly app: FastifyInstance) {}

  async vehicles(query = '?brand=KTM'): Promise<VehicleListItem[]> {
    const response = await this.app.inject({ url: `${API}/vehicles${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Segments.flatMap((s: { Vehicles: VehicleListItem[] }) => s.Vehicles);
  }

  async overview(modelId: string, query = ''): Promise<VehicleOverview> {
    const response = await this.app.inject({ url: `${API}/vehicles/${encodeURIComponent(modelId)}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  post(path: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.app.inject({
      method: 'POST',
      url: `${API}${path}`,
      headers: { ...XHR, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  put(path: string, payload: unknown, headers: Record<string, string> = {}) {
    return this.app.inject({
      method: 'PUT',
      url: `${API}${path}`,
      headers: { ...XHR, ...headers },
      payload: payload as object,
    });
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.app.inject({ url: `${API}${path}`, headers });
  }

  async create(
    modelId: string,
    options: { query?: string; variationCode?: string; anonymousId?: string } = {},
  ): Promise<ConfigurationSummary> {
    const headers: Record<string, string> = options.anonymousId
      ? { 'x-anonymous-id': options.anonymousId }
      : {};
    const body = options.variationCode
      ? { ModelId: modelId, VariationCode: options.variationCode }
      : { ModelId: modelId };
    const response = await this.post(`/configuration/create${options.query ?? ''}`, body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async load(
    configurationId: string,
    query = '',
    headers: Record<string, string> = {},
  ): Promise<LoadedConfiguration> {
    const response = await this.get(`/configuration/${configurationId}${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async version(configurationId: string): Promise<number> {
    return (await this.load(configurationId)).Configuration.StreamVersion;
  }

  /** One request of the part protocol; expects a 200 and answers its body. */
  async change(configurationId: string, route: Route, body: object): Promise<PartChangeAnswer> {
    const response = await this.post(`/configuration/${configurationId}/${route}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /**
   * Runs the client's protocol: dry runs answering every question (the first option of a choice,
   * all fixed required parts, every replaced part), then the real request.
   */
  async settle(
    configurationId: string,
    route: Route,
    target: { PartId: number } | { SetupId: string },
    pick: (question: NonNullable<PartChangeAnswer['RulesResult']>) => number = (q) => q.Parts[0] as number,
  ): Promise<SettledChange> {
    const choices: Choices = { SelectedParts: [], RemoveParts: [] };
    const questions: NonNullable<PartChangeAnswer['RulesResult']>[] = [];
    for (let round = 0; round < 20; round++) {
      const preview = await this.change(configurationId, route, { ...target, ...choices, DryRun: true });
      expect(preview.DryRun).toBe(true);
      const question = preview.RulesResult;
      if (!question) {
        const answer = await this.change(configurationId, route, { ...target, ...choices, DryRun: false });
        expect(answer.RulesResult).toBeNull();
        expect(answer.DryRun).toBe(false);
        return { questions, choices, preview, answer };
      }
      questions.push(question);
      if (route === 'remove-part' || question.RuleType === 0) choices.RemoveParts.push(...question.Parts);
      else if (question.ChoosePart) choices.SelectedParts.push(pick(question));
      else choices.SelectedParts.push(...question.Parts);
    }
    throw new Error(`${route} of ${JSON.stringify(target)} kept asking questions`);
  }

  /** Dry runs of adding each part to the configuration as it stands. */
  async dryRuns(configurationId: string, parts: readonly Part[]): Promise<Map<number, PartChangeAnswer>> {
    const answers = new Map<number, PartChangeAnswer>();
    for (const part of parts) {
      if (part.IsColorPart) continue;
      answers.set(
        part.PartId,
        await this.change(configurationId, 'add-part', { PartId: part.PartId, DryRun: true }),
      );
    }
    return answers;
  }
}

/** The catalog's parts that a dry run answers without a question, on the configuration as it stands. */
export function partsWithoutQuestions(answers: Map<number, PartChangeAnswer>): number[] {
  return [...answers].filter(([, a]) => a.RulesResult === null).map(([id]) => id);
}

/** The price the catalog gives a variation with parts, in major units. */
export function catalogPrice(
  overview: VehicleOverview,
  variationCode: string,
  partIds: readonly number[],
): number {
  const variation = overview.Variations.find((v) => v.Code === variationCode);
  if (!variation) throw new Error(`variation ${variationCode} is not in the catalog`);
  const byId = new Map(overview.Parts.map((p) => [p.PartId, p.Price.Value]));
  return partIds.reduce((sum, id) => {
    const price = byId.get(id);
    if (price === undefined) throw new Error(`part ${id} is not in the catalog`);
    return sum + price;
  }, variation.Price.Value);
}

export function expectPrice(
  actual: Price,
  overview: VehicleOverview,
  variationCode: string,
  partIds: readonly number[],
) {
  expect(actual.Value).toBeCloseTo(catalogPrice(overview, variationCode, partIds), 2);
  expect(actual.Currency).toBe(overview.Variations[0]?.Price.Currency);
}

export async function streamEvents(app: FastifyInstance, configurationId: string) {
  return app.database.db
    .select()
    .from(events)
    .where(eq(events.streamId, configurationId))
    .orderBy(asc(events.streamVersion));
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export type InjectResponse = LightMyRequestResponse;

export interface ConfiguredTestApp extends TestApp {
  api: ConfigurationClient;
  /** The first KTM model the vehicle list answers. */
  modelId: string;
}

/** The whole app (see `startTestApp`) with a REST client and a model to configure. */
export async function startConfiguredTestApp(
  database: TestDatabase,
  env: NodeJS.ProcessEnv = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<ConfiguredTestApp> {
  const t = await startTestApp(database, env, deps);
  const api = new ConfigurationClient(t.app);
  const [first] = await api.vehicles();
  if (!first) throw new Error('the seed has no KTM model');
  return { ...t, api, modelId: first.ModelId };
}
