import type { VehicleCatalog } from '../src/catalog/types.js';
import { RuleType } from '../src/catalog/types.js';
import type { ConfigurationCommand, RulesConfirmation } from '../src/configuration/commands.js';
import { decide } from '../src/configuration/decide.js';
import type { ConfigurationEvent, ConfigurationState } from '../src/configuration/events.js';
import { evolve, initialState } from '../src/configuration/events.js';

const by = { anonymousId: 'bench-visitor' };

/** Drives a configuration the way the client does: dry runs, confirming everything asked, then the real request. */
export class ProtocolClient {
  state: ConfigurationState = initialState;
  readonly events: ConfigurationEvent[] = [];
  private clock = Date.UTC(2025, 0, 1);

  constructor(readonly catalog: VehicleCatalog) {
    this.send({
      type: 'CreateConfiguration',
      configurationId: 'bench-1',
      modelId: catalog.modelId,
      companyId: 'c',
      market: 'AT',
      culture: 'de-AT',
      ...this.meta(),
    });
  }

  get partIds(): readonly number[] {
    return this.state.exists ? this.state.partIds : [];
  }

  meta(): { at: string; by: typeof by } {
    this.clock += 1000;
    return { at: new Date(this.clock).toISOString(), by };
  }

  send(command: ConfigurationCommand): boolean {
    const decision = decide(command, this.state, this.catalog);
    if (decision.status !== 'accepted') return false;
    for (const event of decision.events) {
      this.state = evolve(this.state, event);
      this.events.push(event);
    }
    return true;
  }

  /** Returns whether the change was applied; refusals (unsatisfiable rules) leave it unchanged. */
  confirmAndApply(command: (answers: RulesConfirmation) => ConfigurationCommand, removal: boolean): boolean {
    const selectedParts: number[] = [];
    const removeParts: number[] = [];
    for (let round = 0; round < 50; round++) {
      // What a dry run answers; the real request then decides again on the same state.
      const dryRun = decide(command({ selectedParts, removeParts }), this.state, this.catalog);
      if (dryRun.status === 'rejected') return false;
      if (dryRun.status === 'accepted') return this.send(command({ selectedParts, removeParts }));
      const question = dryRun.rulesResult;
      if (question.choosePart) selectedParts.push(question.parts[0] as number);
      else if (removal || question.ruleType === RuleType.Conflicting) removeParts.push(...question.parts);
      else selectedParts.push(...question.parts);
    }
    return false;
  }

  addPart(partId: number): boolean {
    return this.confirmAndApply(
      (answers) => ({ type: 'AddPart', partId, ...answers, ...this.meta() }),
      false,
    );
  }

  removePart(partId: number): boolean {
    return this.confirmAndApply(
      (answers) => ({ type: 'RemovePart', partId, ...answers, ...this.meta() }),
      true,
    );
  }
}
