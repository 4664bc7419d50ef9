import { randomUUID } from 'node:crypto';
import type { components } from '../../src/generated/posconfigurator.js';
import type { Recorder } from './recorder.js';

/**
 * One virtual configurator: it loops over the REST API as a visitor does (create, dry runs, adds
 * that answer the rules' questions, removes, colour changes, shares, saves to the account, now and
 * then a PDF), with think times of a few hundred milliseconds between calls.
 */

export const API = '/api/posconfigurator';
const CULTURE = 'en-GB';
type PartChangeAnswer = components['schemas']['PartChangeAnswer'];
type RulesResult = components['schemas']['RulesResult'];

/** What a visitor may configure: a model's parts (colour parts aside) and variations. */
export interface ModelCatalog {
  modelId: string;
  partIds: number[];
  variationCodes: string[];
}

export interface VisitorOptions {
  base: string;
  recorder: Recorder;
  models: readonly ModelCatalog[];
  /** A customer's access token: visitors with one save to the account and create as that customer. */
  token?: string;
  /** The share of actions that ask for the PDF (0.02: two in a hundred). */
  pdfShare: number;
  thinkMs: readonly [number, number];
  /** Whether the visitor's browser loads the pictures an answer names (the renderer's work). */
  pictures?: boolean;
  random?: () => number;
}

class Refused extends Error {}

/** The product's answer where rendering is full by design: 503 with a time to come back. */
const busyWithRetryAfter = (response: Response) =>
  response.status === 503 && response.headers.has('retry-after');

export class Visitor {
  private readonly random: () => number;
  private readonly anonymousId = randomUUID();
  private configurationId = '';
  private model: ModelCatalog;
  private applied: number[] = [];
  private variation = '';
  private pictureLoading: Promise<unknown> | null = null;

  constructor(private readonly options: VisitorOptions) {
    this.random = options.random ?? Math.random;
    this.model = this.pick(options.models);
  }

  /** Loops until `until` (a performance.now() time); every failure is recorded, never thrown. */
  async run(until: number): Promise<void> {
    while (performance.now() < until) {
      try {
        if (!this.configurationId || this.random() < 0.03) await this.create();
        else await this.step();
      } catch (error) {
        // Recorded where it happened; a new configuration starts the next round.
        if (!(error instanceof Refused)) this.options.recorder.fail('visitor', String(error));
        this.configurationId = '';
      }
      await this.think(until);
    }
    await this.settled();
  }

  private async step(): Promise<void> {
    const roll = this.random();
    const { pdfShare } = this.options;
    if (roll < pdfShare) return void (await this.call('pdf', 'GET', `/configuration/${this.id}/pdf`));
    if (roll < 0.45) return this.change('add-part', this.pick(this.notApplied()));
    if (roll < 0.6 && this.applied.length) return this.change('remove-part', this.pick(this.applied));
    if (roll < 0.7) return this.colour();
    if (roll < 0.8) return void (await this.call('share', 'GET', `/configuration/${this.id}/share`));
    if (roll < 0.87 && this.options.token)
      return void (await this.call('save', 'POST', `/configuration/${this.id}/save-user-configuration-cdc`, {
        Parts: this.applied,
      }));
    if (roll < 0.92) return void (await this.call('load', 'GET', `/configuration/${this.id}`));
    // Browsing the parts list: what adding a part would ask, without adding it.
    const part = this.pick(this.notApplied());
    if (part !== undefined)
      await this.call('dry run', 'POST', `/configuration/${this.id}/add-part`, {
        PartId: part,
        DryRun: true,
      });
  }

  private get id(): string {
    return encodeURIComponent(this.configurationId);
  }

  private async create(): Promise<void> {
    this.model = this.pick(this.options.models);
    const created = (await this.call('create', 'POST', '/configuration/create', {
      ModelId: this.model.modelId,
    })) as components['schemas']['ConfigurationSummary'];
    this.configurationId = created.ConfigurationId;
    this.applied = created.SelectedPartIds;
    this.variation = created.VariationCode;
  }

  /**
   * The client's part protocol: dry runs until no question is left (a choice picks one option at
   * random, a required part or a conflict is confirmed), then the real change.
   */
  private async change(route: 'add-part' | 'remove-part', partId: number | undefined): Promise<void> {
    if (partId === undefined) return;
    const answer = await this.settle(`/configuration/${this.id}/${route}`, 'POST', { PartId: partId });
    this.applied = answer.PartIds;
  }

  private async colour(): Promise<void> {
    const others = this.model.variationCodes.filter((code) => code !== this.variation);
    const code = this.pick(others);
    if (code === undefined) return;
    const answer = await this.settle(`/configuration/update/${this.id}`, 'PUT', { VariationCode: code });
    this.variation = code;
    this.applied = answer.PartIds;
  }

  private async settle(path: string, method: 'POST' | 'PUT', target: object): Promise<PartChangeAnswer> {
    const kind = method === 'PUT' ? 'colour' : path.endsWith('remove-part') ? 'remove-part' : 'add-part';
    const choices = { SelectedParts: [] as number[], RemoveParts: [] as number[] };
    for (let round = 0; round < 10; round++) {
      const preview = (await this.call('dry run', method, path, {
        ...target,
        ...choices,
        DryRun: true,
      })) as PartChangeAnswer;
      const question: RulesResult | null = preview.RulesResult;
      if (!question) {
        const answer = (await this.call(kind, method, path, { ...target, ...choices })) as PartChangeAnswer;
        if (answer.RulesResult) this.options.recorder.fail(kind, `asked again after the dry run: ${path}`);
        this.loadPictures(answer);
        return answer;
      }
      await this.think();
      if (kind === 'remove-part' || question.RuleType === 0) choices.RemoveParts.push(...question.Parts);
      else if (question.ChoosePart) choices.SelectedParts.push(this.pick(question.Parts) as number);
      else choices.SelectedParts.push(...question.Parts);
    }
    this.options.recorder.fail(kind, `${path} ${JSON.stringify(target)} kept asking questions`);
    throw new Refused();
  }

  /**
   * The first picture of an answer, as the page shows it: loaded beside the visitor's next clicks,
   * one at a time. A 503 with Retry-After (every render node busy) is the product's answer to a
   * full queue, counted apart; the page shows the picture it had.
   */
  private loadPictures(answer: PartChangeAnswer): void {
    const image = answer.FullImages[0] as { Url?: string } | undefined;
    if (!this.options.pictures || !image?.Url || this.pictureLoading) return;
    const url = new URL(image.Url, this.options.base);
    this.pictureLoading = this.timed('picture', url.href, { method: 'GET' }, busyWithRetryAfter)
      .catch(() => undefined)
      .finally(() => {
        this.pictureLoading = null;
      });
  }

  /** Waits for the picture still loading (the end of the run). */
  async settled(): Promise<void> {
    await this.pictureLoading;
  }

  /**
   * One API call; answers its JSON. A non-2xx answer is recorded as an error (or, where expected,
   * as a refusal) and ends the step.
   */
  private async call(kind: string, method: string, path: string, body?: object): Promise<unknown> {
    const separator = path.includes('?') ? '&' : '?';
    const url = `${this.options.base}${API}${path}${separator}c=${CULTURE}`;
    const headers: Record<string, string> = {
      'x-requested-with': 'XMLHttpRequest',
      'x-anonymous-id': this.anonymousId,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
    };
    const response = await this.timed(
      kind,
      url,
      { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) },
      // A PDF renders its pictures: with every render node busy the product asks to come back.
      kind === 'pdf' ? busyWithRetryAfter : undefined,
    );
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? JSON.parse(response.text) : response.text;
  }

  private async timed(
    kind: string,
    url: string,
    init: RequestInit,
    expected: (response: Response) => boolean = () => false,
  ): Promise<{ headers: Headers; text: string }> {
    const from = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
      text = await response.text();
    } catch (error) {
      this.options.recorder.fail(kind, `${init.method} ${url}: ${String(error)}`);
      throw new Refused();
    }
    this.options.recorder.record(kind, performance.now() - from);
    if (expected(response)) {
      this.options.recorder.refused(kind);
      throw new Refused();
    }
    if (response.status < 200 || response.status >= 300) {
      this.options.recorder.fail(kind, `${init.method} ${url}: ${response.status} ${text.slice(0, 200)}`);
      throw new Refused();
    }
    return { headers: response.headers, text };
  }

  private notApplied(): number[] {
    const applied = new Set(this.applied);
    return this.model.partIds.filter((id) => !applied.has(id));
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)] as T;
  }

  private think(until = Number.POSITIVE_INFINITY): Promise<void> {
    const [min, max] = this.options.thinkMs;
    const ms = Math.min(min + this.random() * (max - min), Math.max(0, until - performance.now()));
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
