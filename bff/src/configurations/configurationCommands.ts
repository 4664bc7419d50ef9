import { randomUUID } from 'node:crypto';
import {
  type Configuration,
  type ConfigurationCommand,
  decideConfiguration,
  planWholeChange,
  type QuestioningCommand,
  RuleType,
} from '@configurator/domain';
import type { CatalogService } from '../catalog/catalogService.js';
import { ApiError, apiErrorFromDomain, badRequest, notFound } from '../http/apiError.js';
import type { RequestContext } from '../http/requestContext.js';
import type { Caller } from '../http/requestIdentity.js';
import { requireAccount, requireAccountsEnabled, requireDealer } from './actorRoles.js';
import { assertDealerMayReplay, saversOf } from './configurationAccess.js';
import type { ConfigurationQueries } from './configurationQueries.js';
import type { ConfigurationSummary, PartChangeAnswer } from './configurationSchemas.js';
import { forkAfter } from './configurationStore.js';
import { configurationSummary, partChangeAnswer } from './configurationView.js';
import type {
  CommandResult,
  ConfigurationWriter,
  DryRunOption,
  ExecuteOptions,
} from './configurationWriter.js';
import { newShareCode } from './projections/shareLinks.js';

/** The commands whose questions a whole plan answers ahead. */
const QUESTIONING = new Set<ConfigurationCommand['type']>(['AddPart', 'RemovePart', 'ApplySetup']);

type CommandBody<T extends ConfigurationCommand['type']> = Omit<
  Extract<ConfigurationCommand, { type: T }>,
  'at' | 'by' | 'type'
>;

type AddPartBody = CommandBody<'AddPart'> & DryRunOption;
type RemovePartBody = CommandBody<'RemovePart'> & DryRunOption;
type ApplySetupBody = CommandBody<'ApplySetup'> & DryRunOption;

/** Variation and vehicle settings in one request. */
export interface UpdateBody extends DryRunOption {
  variationCode?: string | null | undefined;
  settings?: Omit<CommandBody<'UpdateVehicleSettings'>, 'selectedParts' | 'removeParts'> | null;
  selectedParts?: readonly number[] | undefined;
  removeParts?: readonly number[] | undefined;
}

/** What the client believes it saves to the account: refused when the stored configuration differs. */
export interface ExpectedConfiguration {
  id?: string | null | undefined;
  partIds?: readonly number[] | null | undefined;
}

const sortedIds = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b).join(',');

/**
 * The commands of configurations: each decides with the domain and writes through the
 * configuration writer; the roles a command needs are checked here, for REST and tRPC alike.
 */
export class ConfigurationCommands {
  constructor(
    private readonly writer: ConfigurationWriter,
    private readonly queries: ConfigurationQueries,
    private readonly catalog: CatalogService,
    private readonly options: { accountsEnabled: boolean; now: () => string },
  ) {}

  /** Runs commands built from the current state (see ConfigurationWriter.execute). */
  execute(
    id: string,
    caller: Caller,
    build: (state: Configuration, at: string) => ConfigurationCommand[],
    options?: ExecuteOptions,
  ): Promise<CommandResult> {
    return this.writer.execute(id, caller, build, options);
  }

  async create(
    input: { modelId: string; variationCode?: string | null | undefined },
    context: RequestContext,
    caller: Caller,
  ): Promise<ConfigurationSummary> {
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
        at: this.options.now(),
        by: caller.actor,
      },
      { exists: false, version: 0 },
      catalog,
    );
    if (decision.status === 'rejected') throw apiErrorFromDomain(decision.error);
    if (decision.status !== 'accepted') throw new Error('creating a configuration asked a question');
    const state = await this.writer.appendNew(
      { configurationId, modelId: input.modelId },
      decision.events,
      caller,
    );
    return configurationSummary(state, catalog, resolved, this.catalog);
  }

  private one<T extends ConfigurationCommand['type']>(type: T, body: CommandBody<T>, caller: Caller) {
    return (_state: unknown, at: string) => [{ ...body, type, at, by: caller.actor } as ConfigurationCommand];
  }

  /** One command whose answer is the parts, images and price (or the question to confirm). */
  private async partChange<T extends ConfigurationCommand['type']>(
    id: string,
    type: T,
    body: CommandBody<T>,
    caller: Caller,
    dryRun?: boolean,
  ): Promise<PartChangeAnswer> {
    const result = await this.writer.execute(id, caller, this.one(type, body, caller), { dryRun });
    // A question: every question of the change at once, for a dialog that shows them together.
    const plan =
      result.rulesResult && QUESTIONING.has(type)
        ? planWholeChange(
            { ...body, type, at: new Date().toISOString(), by: caller.actor } as QuestioningCommand,
            result.state,
            result.catalog,
          )
        : null;
    // The reasons follow the options chosen so far and the options the plan preselects.
    const chosen = [
      ...((body as { selectedParts?: readonly number[] }).selectedParts ?? []),
      ...(plan?.questions.flatMap((q) => (q.rulesResult.ruleType === RuleType.Required ? q.answer : [])) ??
        []),
    ];
    return partChangeAnswer(result, this.catalog, plan, chosen);
  }

  addPart(id: string, { dryRun, ...body }: AddPartBody, caller: Caller): Promise<PartChangeAnswer> {
    return this.partChange(id, 'AddPart', body, caller, dryRun);
  }

  removePart(id: string, { dryRun, ...body }: RemovePartBody, caller: Caller): Promise<PartChangeAnswer> {
    return this.partChange(id, 'RemovePart', body, caller, dryRun);
  }

  removeAllParts(id: string, caller: Caller): Promise<PartChangeAnswer> {
    return this.partChange(id, 'RemoveAllParts', {}, caller);
  }

  selectSetup(id: string, setupId: string | null, caller: Caller): Promise<PartChangeAnswer> {
    return this.partChange(id, 'SelectSetup', { setupId }, caller);
  }

  applySetup(id: string, { dryRun, ...body }: ApplySetupBody, caller: Caller): Promise<PartChangeAnswer> {
    return this.partChange(id, 'ApplySetup', body, caller, dryRun);
  }

  reset(id: string, caller: Caller): Promise<PartChangeAnswer> {
    return this.partChange(id, 'ResetConfiguration', {}, caller);
  }

  /** Variation and vehicle settings in one request: both apply, or neither. */
  async update(id: string, body: UpdateBody, caller: Caller): Promise<PartChangeAnswer> {
    if (!body.variationCode && !body.settings) {
      throw badRequest('VariationCode or VehicleSettings: give at least one of them.', {
        Field: 'VariationCode',
      });
    }
    const result = await this.writer.execute(
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

  /** The same update bound to an account: the caller's own, on a configuration nobody else owns. */
  async updateForAccount(
    id: string,
    accountId: string,
    body: UpdateBody,
    caller: Caller,
  ): Promise<PartChangeAnswer> {
    requireAccountsEnabled(this.options.accountsEnabled);
    const userId = requireAccount(caller.actor);
    if (userId !== accountId) throw new ApiError(403, 'extra: the bearer token belongs to another account.');
    const { ownerUserId } = await this.queries.state(id);
    if (ownerUserId !== null && ownerUserId !== userId) {
      throw new ApiError(403, 'The configuration is saved to another account.');
    }
    return this.update(id, body, caller);
  }

  /**
   * A dealer saves the customer's details with the configuration (or a copy): only the saving
   * dealer reads them back, so a save without a dealer is refused.
   */
  async save(id: string, body: CommandBody<'SaveConfiguration'>, caller: Caller): Promise<string> {
    if (!caller.actor.userId) {
      throw new ApiError(401, "Authorization: saving customer details needs a dealer's bearer token.", {
        Field: 'Authorization',
      });
    }
    if (!caller.actor.dealerNo) {
      throw new ApiError(
        403,
        'Saving customer details needs a dealer account: only the saving dealer can read them back.',
      );
    }
    const newConfigurationId = body.saveAsNew ? randomUUID() : null;
    await this.writer.execute(
      id,
      caller,
      this.one('SaveConfiguration', { ...body, newConfigurationId }, caller),
    );
    return newConfigurationId ?? id;
  }

  /** Saves the configuration to the caller's account. */
  async saveToAccount(id: string, caller: Caller, expected: ExpectedConfiguration = {}): Promise<void> {
    requireAccountsEnabled(this.options.accountsEnabled);
    const userId = requireAccount(caller.actor);
    if (expected.id && expected.id !== id) {
      throw new ApiError(400, 'Id: does not match the configuration in the path.', { Field: 'Id' });
    }
    if (expected.partIds) {
      const state = await this.queries.state(id);
      if (sortedIds(new Set(expected.partIds)) !== sortedIds(state.partIds)) {
        throw new ApiError(409, 'Parts: differ from the configuration; reload it and save again.', {
          Field: 'Parts',
        });
      }
    }
    await this.writer.execute(id, caller, this.one('SaveToAccount', { userId }, caller));
  }

  /** A stable short link: the first share creates the code, later shares answer the same one. */
  async share(id: string, caller: Caller): Promise<string> {
    const state = await this.queries.state(id);
    if (state.shareCode) return state.shareCode;
    const result = await this.writer.execute(id, caller, (current, at) =>
      current.shareCode
        ? []
        : [{ type: 'ShareConfiguration', shareCode: newShareCode(), at, by: caller.actor }],
    );
    if (!result.state.shareCode) throw new Error('sharing stored no code');
    return result.state.shareCode;
  }

  /** Takes the last step back; answers the configuration as it is after. */
  undo(id: string, caller: Caller): Promise<ConfigurationSummary> {
    return this.historyStep(id, 'UndoChange', caller);
  }

  /** Makes the last undone step again. */
  redo(id: string, caller: Caller): Promise<ConfigurationSummary> {
    return this.historyStep(id, 'RedoChange', caller);
  }

  private async historyStep(
    id: string,
    type: 'UndoChange' | 'RedoChange',
    caller: Caller,
  ): Promise<ConfigurationSummary> {
    const result = await this.writer.execute(id, caller, this.one(type, {}, caller));
    return configurationSummary(result.state, result.catalog, result.context, this.catalog);
  }

  async dismissUnsavedChanges(id: string, caller: Caller): Promise<void> {
    await this.writer.execute(id, caller, this.one('DismissUnsavedChanges', {}, caller));
  }

  async delete(id: string, caller: Caller): Promise<void> {
    await this.writer.execute(id, caller, this.one('DeleteConfiguration', {}, caller));
  }

  /**
   * For a dealer of the dealership that saved the configuration last (any dealer when none did): a
   * new configuration that starts from the state after event `afterVersion`.
   */
  async fork(id: string, afterVersion: number, caller: Caller): Promise<string> {
    const { dealerNo } = requireDealer(caller.actor);
    const { events } = await this.queries.load(id);
    assertDealerMayReplay(saversOf(events), dealerNo);
    const newConfigurationId = randomUUID();
    const at = this.options.now();
    const { past, created } = forkAfter(events, afterVersion, newConfigurationId, at, caller.actor);
    await this.writer.appendNew(
      { configurationId: newConfigurationId, modelId: past.modelId },
      [created],
      caller,
      { forkedFrom: { configurationId: id, afterVersion } },
    );
    return newConfigurationId;
  }
}
