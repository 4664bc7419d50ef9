import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type Configuration,
  type ConfigurationCommand,
  type ConfigurationEvent,
  type ConfigurationOutcome,
  type ConfigurationState,
  decideConfiguration,
  evolveConfiguration,
  forkedConfigurationEvents,
  rulesNotConfirmed,
  type VehicleCatalog,
} from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import type { CatalogService } from '../catalog/catalogService.js';
import type { ResolvedContext } from '../catalog/catalogTypes.js';
import type { StoredEvent } from '../eventStore/eventStore.js';
import { retryOnConflict } from '../eventStore/eventStore.js';
import type { OutboxMessage } from '../eventStore/outbox.js';
import { apiErrorFromDomain, badRequest, notFound } from '../http/apiError.js';
import { type RequestContext, requestContext } from '../http/requestContext.js';
import { type Savers, saversOf } from './configurationAccess.js';
import type { LoadedConfiguration, PartChangeAnswer } from './configurationSchemas.js';
import { ConfigurationStates, existing } from './configurationStates.js';
import {
  appendConfigurationEvents,
  forkAfter,
  loadConfigurationStream,
  type PendingAppend,
  StreamLocks,
} from './configurationStore.js';
import { loadedConfiguration, partChangeAnswer, type RulesAnswer } from './configurationView.js';
import { configurationOfShareCode, newShareCode } from './projections/shareLinks.js';

/** Who is calling, and in which culture they read. */
export interface Caller {
  actor: Actor;
  /** The request's `c`, when given: texts in its language. Prices stay in the configuration's market. */
  culture?: string | undefined;
  requestId?: string | undefined;
}

type CommandBody<T extends ConfigurationCommand['type']> = Omit<
  Extract<ConfigurationCommand, { type: T }>,
  'at' | 'by' | 'type'
>;

/** A dry run answers what the request would do and stores nothing. */
interface DryRunOption {
  dryRun?: boolean | undefined;
}

export interface CommandResult {
  state: Configuration;
  catalog: VehicleCatalog;
  context: ResolvedContext;
  /** Set when the user must confirm first; nothing was written. */
  rulesResult: RulesAnswer | null;
  outcome: ConfigurationOutcome | null;
  dryRun: boolean;
  /** Events appended by this command (empty for a dry run or a question). */
  appended: readonly ConfigurationEvent[];
}

/** How old a state a dry run may answer from. */
const DRY_RUN_STATE_MAX_AGE_MS = 1000;

/**
 * The write path of configurations: read the stream, decide with the domain, append the events
 * together with the projections, retry on a concurrent change. REST and tRPC both call this.
 */
export class ConfigurationService {
  private readonly locks = new StreamLocks();
  private readonly states: ConfigurationStates;

  constructor(
    private readonly db: Database,
    readonly catalog: CatalogService,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {
    this.states = new ConfigurationStates(db);
  }

  /** The configuration's own company and market; the caller's culture for texts when given. */
  contextOf(state: Configuration, culture?: string): RequestContext {
    return requestContext({ cid: state.companyId, c: culture ?? state.culture, m: state.market });
  }

  /**
   * The configuration's current state. States are kept in memory and brought up to date with the
   * events appended since (one small query); a dry run accepts a state confirmed against the store
   * within `maxAgeMs`, since the real request that follows it checks everything again.
   */
  async state(configurationId: string, maxAgeMs = 0): Promise<Configuration> {
    return existing(await this.states.current(configurationId, maxAgeMs), configurationId);
  }

  async load(configurationId: string): Promise<{ state: Configuration; events: StoredEvent[] }> {
    const { state, events } = await loadConfigurationStream(this.db, configurationId);
    return { state: existing(state, configurationId), events };
  }

  async catalogFor(state: Configuration, culture?: string) {
    const context = this.contextOf(state, culture);
    const catalog = await this.catalog.vehicleCatalog(state.modelId, context);
    if (!catalog) throw notFound(`Model ${state.modelId} is no longer in the catalog.`);
    return { catalog, context: await this.catalog.resolveContext(context) };
  }

  private modelNames = (modelId: string) => this.modelNameCache.get(modelId) ?? modelId;
  private readonly modelNameCache = new Map<string, string>();

  private async rememberModelName(modelId: string): Promise<void> {
    if (this.modelNameCache.has(modelId)) return;
    const name = await this.catalog.modelName(modelId);
    if (name) this.modelNameCache.set(modelId, name);
  }

  async create(
    input: { modelId: string; variationCode?: string | null | undefined },
    context: RequestContext,
    caller: Caller,
  ): Promise<CommandResult> {
    const catalog = await this.catalog.vehicleCatalog(input.modelId, context);
    if (!catalog) throw notFound(`ModelId: no model ${input.modelId}.`);
    const resolved = await this.catalog.resolveContext(context);
    const configurationId = randomUUID();
    const decision = decideConfiguration(
      {
        type: 'CreateConfiguration',
        configurationId,
        modelId: input.modelId,
        variationCode: input.variationCode ?? null,
        companyId: resolved.companyId,
        market: resolved.market,
        culture: resolved.culture,
        currency: resolved.currency,
        anonymousId: caller.actor.anonymousId ?? null,
        at: this.now(),
        by: caller.actor,
      },
      { exists: false, version: 0 },
      catalog,
    );
    if (decision.status === 'rejected') throw apiErrorFromDomain(decision.error);
    if (decision.status !== 'accepted') throw new Error('creating a configuration asked a question');
    await this.rememberModelName(input.modelId);
    const after = await appendConfigurationEvents(
      this.db,
      [{ configurationId, before: { exists: false, version: 0 }, events: decision.events }],
      this.metadata(caller),
      this.modelNames,
    );
    const state = after.get(configurationId);
    if (!state) throw new Error('the created configuration was not stored');
    // A configuration is changed right after it is created: its first change needs no read.
    this.states.remember(configurationId, state);
    return {
      state,
      catalog,
      context: resolved,
      rulesResult: null,
      outcome: decision.outcome,
      dryRun: false,
      appended: decision.events,
    };
  }

  private metadata(caller: Caller): Record<string, unknown> {
    return { ...(caller.requestId ? { requestId: caller.requestId } : {}), actor: caller.actor };
  }

  /**
   * Runs commands built from the current state, one after the other on the evolving state, and
   * appends what they decided in one transaction. A question or a refusal stops everything: a dry
   * run answers the question, a real request is refused with it. A dry run appends nothing and
   * answers the state the decided events lead to.
   */
  async execute(
    configurationId: string,
    caller: Caller,
    build: (state: Configuration, at: string) => ConfigurationCommand[],
    options: DryRunOption & {
      /** Side effects of the decided state, written to the outbox in the same transaction. */
      outbox?: ((after: Configuration) => OutboxMessage[]) | undefined;
    } = {},
  ): Promise<CommandResult> {
    let attempts = 0;
    const attempt = async (): Promise<CommandResult> => {
      // A write first trusts the state in memory: appending at its version + 1 fails if anyone
      // appended since, and the retry then reads what they wrote.
      const maxAgeMs = options.dryRun
        ? DRY_RUN_STATE_MAX_AGE_MS
        : attempts++ === 0
          ? Number.POSITIVE_INFINITY
          : 0;
      const before = await this.state(configurationId, maxAgeMs);
      const { catalog, context } = await this.catalogFor(before, caller.culture);
      await this.rememberModelName(before.modelId);
      const at = this.now();
      const commands = build(before, at);
      let state: ConfigurationState = before;
      const decided: ConfigurationEvent[] = [];
      const forks: PendingAppend[] = [];
      let outcome: ConfigurationOutcome | null = null;
      for (const command of commands) {
        const decision = decideConfiguration(command, state, catalog);
        if (decision.status === 'rejected') throw apiErrorFromDomain(decision.error);
        if (decision.status === 'confirmationNeeded') {
          if (!options.dryRun) throw apiErrorFromDomain(rulesNotConfirmed(decision.rulesResult));
          return {
            state: before,
            catalog,
            context,
            rulesResult: decision.rulesResult,
            outcome: null,
            dryRun: true,
            appended: [],
          };
        }
        outcome = decision.outcome;
        for (const event of decision.events) {
          if (event.type === 'ConfigurationForked' && state.exists) {
            forks.push({
              configurationId: event.newConfigurationId,
              before: { exists: false, version: 0 },
              events: forkedConfigurationEvents(state, event),
            });
          }
          state = evolveConfiguration(state, event);
          decided.push(event);
        }
      }
      // Not `existing`: the command that deletes the configuration must still be stored and answered.
      let after: Configuration = state.exists ? state : existing(state, configurationId);
      if (options.dryRun) {
        return { state: after, catalog, context, rulesResult: null, outcome, dryRun: true, appended: [] };
      }
      if (decided.length > 0) {
        const stored = await appendConfigurationEvents(
          this.db,
          [{ configurationId, before, events: decided }, ...forks],
          this.metadata(caller),
          this.modelNames,
          options.outbox?.(after),
        );
        after = stored.get(configurationId) ?? after;
        this.states.remember(configurationId, after);
      }
      return { state: after, catalog, context, rulesResult: null, outcome, dryRun: false, appended: decided };
    };
    // A dry run writes nothing, so it neither queues behind writers nor needs a retry.
    if (options.dryRun) return attempt();
    return this.locks.run(configurationId, () => retryOnConflict(attempt, 12));
  }

  private one<T extends ConfigurationCommand['type']>(type: T, body: CommandBody<T>, caller: Caller) {
    return (_state: Configuration, at: string) => [
      { ...body, type, at, by: caller.actor } as ConfigurationCommand,
    ];
  }

  async addPart(
    id: string,
    { dryRun, ...body }: CommandBody<'AddPart'> & DryRunOption,
    caller: Caller,
  ): Promise<PartChangeAnswer> {
    return partChangeAnswer(
      await this.execute(id, caller, this.one('AddPart', body, caller), { dryRun }),
      this.catalog,
    );
  }

  async removePart(
    id: string,
    { dryRun, ...body }: CommandBody<'RemovePart'> & DryRunOption,
    caller: Caller,
  ): Promise<PartChangeAnswer> {
    return partChangeAnswer(
      await this.execute(id, caller, this.one('RemovePart', body, caller), { dryRun }),
      this.catalog,
    );
  }

  async removeAllParts(id: string, caller: Caller): Promise<PartChangeAnswer> {
    return partChangeAnswer(
      await this.execute(id, caller, this.one('RemoveAllParts', {}, caller)),
      this.catalog,
    );
  }

  async selectSetup(id: string, setupId: string | null, caller: Caller): Promise<PartChangeAnswer> {
    return partChangeAnswer(
      await this.execute(id, caller, this.one('SelectSetup', { setupId }, caller)),
      this.catalog,
    );
  }

  async applySetup(
    id: string,
    { dryRun, ...body }: CommandBody<'ApplySetup'> & DryRunOption,
    caller: Caller,
  ): Promise<PartChangeAnswer> {
    return partChangeAnswer(
      await this.execute(id, caller, this.one('ApplySetup', body, caller), { dryRun }),
      this.catalog,
    );
  }

  /** Variation and vehicle settings in one request: both apply, or neither. */
  async update(
    id: string,
    body: DryRunOption & {
      variationCode?: string | null | undefined;
      settings?: Omit<CommandBody<'UpdateVehicleSettings'>, 'selectedParts' | 'removeParts'> | null;
      selectedParts?: readonly number[] | undefined;
      removeParts?: readonly number[] | undefined;
    },
    caller: Caller,
  ): Promise<PartChangeAnswer> {
    if (!body.variationCode && !body.settings) {
      throw badRequest('VariationCode or VehicleSettings: give at least one of them.', {
        Field: 'VariationCode',
      });
    }
    const result = await this.execute(
      id,
      caller,
      (state, at) => {
        const commands: ConfigurationCommand[] = [];
        if (body.variationCode && body.variationCode !== state.variationCode) {
          commands.push({ type: 'ChangeVariation', variationCode: body.variationCode, at, by: caller.actor });
        }
        if (body.settings) {
          commands.push({
            type: 'UpdateVehicleSettings',
            ...body.settings,
            selectedParts: body.selectedParts,
            removeParts: body.removeParts,
            at,
            by: caller.actor,
          } as ConfigurationCommand);
        }
        return commands;
      },
      { dryRun: body.dryRun },
    );
    return partChangeAnswer(result, this.catalog);
  }

  async save(id: string, body: CommandBody<'SaveConfiguration'>, caller: Caller): Promise<string> {
    const newConfigurationId = body.saveAsNew ? randomUUID() : null;
    await this.execute(id, caller, this.one('SaveConfiguration', { ...body, newConfigurationId }, caller));
    return newConfigurationId ?? id;
  }

  async saveToAccount(id: string, userId: string, caller: Caller): Promise<void> {
    await this.execute(id, caller, this.one('SaveToAccount', { userId }, caller));
  }

  /** A stable short link: the first share creates the code, later shares answer the same one. */
  async share(id: string, caller: Caller): Promise<string> {
    const state = await this.state(id);

    if (state.shareCode) return state.shareCode;
    const result = await this.execute(id, caller, (current, at) =>
      current.shareCode
        ? []
        : [{ type: 'ShareConfiguration', shareCode: newShareCode(), at, by: caller.actor }],
    );
    if (!result.state.shareCode) throw new Error('sharing stored no code');
    return result.state.shareCode;
  }

  async configurationOfShareCode(code: string): Promise<string | null> {
    return configurationOfShareCode(this.db, code);
  }

  async dismissUnsavedChanges(id: string, caller: Caller): Promise<void> {
    await this.execute(id, caller, this.one('DismissUnsavedChanges', {}, caller));
  }

  async reset(id: string, caller: Caller): Promise<PartChangeAnswer> {
    return partChangeAnswer(
      await this.execute(id, caller, this.one('ResetConfiguration', {}, caller)),
      this.catalog,
    );
  }

  async delete(id: string, caller: Caller): Promise<void> {
    await this.execute(id, caller, this.one('DeleteConfiguration', {}, caller));
  }

  /**
   * GET /configuration/{id}: the configuration with its vehicle in the caller's language. The save
   * details (customer, VIN, order number, comment) only reach the dealer whose save recorded them.
   */
  async loadedConfiguration(
    id: string,
    culture?: string,
    viewerDealerNo?: string | null,
  ): Promise<LoadedConfiguration> {
    const state = await this.state(id);
    const { catalog, context } = await this.catalogFor(state, culture);
    const overview = await this.catalog.vehicleOverview(state.modelId, this.contextOf(state, culture));
    if (!overview) throw notFound(`Model ${state.modelId} is no longer in the catalog.`);
    const showDetails =
      state.saveDetails !== null && !!viewerDealerNo && (await this.savedBy(id)).current === viewerDealerNo;
    const shown = showDetails ? state : { ...state, saveDetails: null };
    return loadedConfiguration(shown, catalog, overview, context, this.catalog);
  }

  /** Which dealers saved the configuration (see `saversOf`). */
  async savedBy(id: string): Promise<Savers> {
    return saversOf(await this.history(id));
  }

  /** The configuration's events, oldest first. */
  async history(id: string): Promise<StoredEvent[]> {
    return (await this.load(id)).events;
  }

  /** A new configuration that starts from the state after event `afterVersion` of another one. */
  async fork(id: string, afterVersion: number, caller: Caller): Promise<string> {
    const { events } = await this.load(id);
    const newConfigurationId = randomUUID();
    const { past, created } = forkAfter(events, afterVersion, newConfigurationId, this.now(), caller.actor);
    await this.rememberModelName(past.modelId);
    await appendConfigurationEvents(
      this.db,
      [{ configurationId: newConfigurationId, before: { exists: false, version: 0 }, events: [created] }],
      { ...this.metadata(caller), forkedFrom: { configurationId: id, afterVersion } },
      this.modelNames,
    );
    return newConfigurationId;
  }
}
