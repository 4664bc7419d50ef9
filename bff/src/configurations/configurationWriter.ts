import {
  type Configuration,
  type ConfigurationCommand,
  type ConfigurationEvent,
  type ConfigurationOutcome,
  type ConfigurationState,
  decideConfiguration,
  evolveConfiguration,
  forkedConfigurationEvents,
  type RulesResult,
  rulesNotConfirmed,
  type VehicleCatalog,
} from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import type { CatalogService } from '../catalog/catalogService.js';
import type { ResolvedContext } from '../catalog/catalogTypes.js';
import { retryOnConflict } from '../eventStore/eventStore.js';
import type { OutboxMessage } from '../eventStore/outbox.js';
import { apiErrorFromDomain } from '../http/apiError.js';
import type { Caller } from '../http/requestIdentity.js';
import { type ConfigurationStates, existing } from './configurationStates.js';
import { appendConfigurationEvents, type PendingAppend, StreamLocks } from './configurationStore.js';
import { catalogFor } from './statePresentation.js';

/** A dry run answers what the request would do and stores nothing. */
export interface DryRunOption {
  dryRun?: boolean | undefined;
}

export interface CommandResult {
  state: Configuration;
  catalog: VehicleCatalog;
  context: ResolvedContext;
  /** Set when the user must confirm first; nothing was written. */
  rulesResult: RulesResult | null;
  outcome: ConfigurationOutcome | null;
  dryRun: boolean;
  /** Events appended by this command (empty for a dry run or a question). */
  appended: readonly ConfigurationEvent[];
}

export interface ExecuteOptions extends DryRunOption {
  /** Side effects of the decided state, written to the outbox in the same transaction. */
  outbox?: ((after: Configuration) => OutboxMessage[]) | undefined;
}

/** How old a state a dry run may answer from. */
const DRY_RUN_STATE_MAX_AGE_MS = 1000;

const NOTHING_YET: ConfigurationState = { exists: false, version: 0 };

/**
 * The write path of configurations: read the stream, decide with the domain, append the events
 * together with the projections, retry on a concurrent change. The commands and the mailing
 * write through it.
 */
/** Where the writer reads a configuration's current state (the configuration queries). */
export interface StateSource {
  /** The state, trusted from memory when younger than maxAgeMs; a missing configuration throws. */
  state(configurationId: string, maxAgeMs?: number): Promise<Configuration>;
}

export class ConfigurationWriter {
  private readonly locks = new StreamLocks();

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
    private readonly queries: StateSource,
    private readonly states: ConfigurationStates,
    private readonly now: () => string,
  ) {}

  private metadata(caller: Caller, extra: Record<string, unknown> = {}): Record<string, unknown> {
    return { ...(caller.requestId ? { requestId: caller.requestId } : {}), actor: caller.actor, ...extra };
  }

  /** The model's name for the dealer history, read before the transaction that projects it. */
  private async modelNameOf(modelId: string): Promise<(modelId: string) => string> {
    const name = (await this.catalog.modelName(modelId)) ?? modelId;
    // One append is of one model: a fork keeps the model of its origin.
    return () => name;
  }

  /** Stores the first events of a new configuration (created or forked) and answers its state. */
  async appendNew(
    configuration: { configurationId: string; modelId: string },
    events: readonly ConfigurationEvent[],
    caller: Caller,
    metadata?: Record<string, unknown>,
  ): Promise<Configuration> {
    const { configurationId, modelId } = configuration;
    const after = await appendConfigurationEvents(
      this.db,
      [{ configurationId, before: NOTHING_YET, events }],
      this.metadata(caller, metadata),
      await this.modelNameOf(modelId),
    );
    const stored = after.get(configurationId);
    if (!stored) throw new Error('the new configuration was not stored');
    // A configuration is changed right after it is created: its first change needs no read.
    this.states.remember(configurationId, stored);
    return stored;
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
    options: ExecuteOptions = {},
  ): Promise<CommandResult> {
    // A dry run writes nothing, so it neither queues behind writers nor needs a retry.
    if (options.dryRun) return this.dryRun(configurationId, caller, build);
    let attempts = 0;
    const attempt = async (): Promise<CommandResult> => {
      // A write first trusts the state in memory: appending at its version + 1 fails if anyone
      // appended since, and the retry then reads what they wrote.
      const maxAgeMs = attempts++ === 0 ? Number.POSITIVE_INFINITY : 0;
      const before = await this.queries.state(configurationId, maxAgeMs);
      const { catalog, context } = await catalogFor(this.catalog, before, caller.culture);
      const modelName = await this.modelNameOf(before.modelId);
      const decision = decideAll(configurationId, before, build(before, this.now()), catalog, false);
      if ('rulesResult' in decision) throw apiErrorFromDomain(rulesNotConfirmed(decision.rulesResult));
      const { decided, forks, outcome } = decision;
      let after = decision.after;
      if (decided.length > 0) {
        const stored = await appendConfigurationEvents(
          this.db,
          [{ configurationId, before, events: decided }, ...forks],
          this.metadata(caller),
          modelName,
          options.outbox?.(after),
        );
        after = stored.get(configurationId) ?? after;
        this.states.remember(configurationId, after);
      }
      return { state: after, catalog, context, rulesResult: null, outcome, dryRun: false, appended: decided };
    };
    return this.locks.run(configurationId, () => retryOnConflict(attempt, 12));
  }

  /**
   * What the commands would do, decided on a state confirmed within DRY_RUN_STATE_MAX_AGE_MS (the
   * real request checks everything again): no lock, no model name, no transaction, nothing stored.
   */
  private async dryRun(
    configurationId: string,
    caller: Caller,
    build: (state: Configuration, at: string) => ConfigurationCommand[],
  ): Promise<CommandResult> {
    const before = await this.queries.state(configurationId, DRY_RUN_STATE_MAX_AGE_MS);
    const { catalog, context } = await catalogFor(this.catalog, before, caller.culture);
    const decision = decideAll(configurationId, before, build(before, this.now()), catalog, true);
    if ('rulesResult' in decision) {
      const { rulesResult } = decision;
      return { state: before, catalog, context, rulesResult, outcome: null, dryRun: true, appended: [] };
    }
    const { after, outcome } = decision;
    return { state: after, catalog, context, rulesResult: null, outcome, dryRun: true, appended: [] };
  }
}

/** The commands decided one after the other on the evolving state. */
type Decided =
  | { rulesResult: RulesResult }
  | {
      after: Configuration;
      decided: ConfigurationEvent[];
      forks: PendingAppend[];
      outcome: ConfigurationOutcome | null;
    };

/**
 * Decides the commands one after the other on the evolving state: a refusal throws, a question
 * stops at once (nothing of the other commands applies). A dry run leaves the forks out: it stores
 * nothing of them.
 */
function decideAll(
  configurationId: string,
  before: Configuration,
  commands: readonly ConfigurationCommand[],
  catalog: VehicleCatalog,
  dryRun: boolean,
): Decided {
  let state: ConfigurationState = before;
  const decided: ConfigurationEvent[] = [];
  const forks: PendingAppend[] = [];
  let outcome: ConfigurationOutcome | null = null;
  for (const command of commands) {
    const decision = decideConfiguration(command, state, catalog);
    if (decision.status === 'rejected') throw apiErrorFromDomain(decision.error);
    if (decision.status === 'confirmationNeeded') return { rulesResult: decision.rulesResult };
    outcome = decision.outcome;
    for (const event of decision.events) {
      if (!dryRun && event.type === 'ConfigurationForked' && state.exists) {
        forks.push({
          configurationId: event.newConfigurationId,
          before: NOTHING_YET,
          events: forkedConfigurationEvents(state, event),
        });
      }
      state = evolveConfiguration(state, event);
      decided.push(event);
    }
  }
  // Not `existing`: the command that deletes the configuration must still be stored and answered.
  const after: Configuration = state.exists ? state : existing(state, configurationId);
  return { after, decided, forks, outcome };
}
