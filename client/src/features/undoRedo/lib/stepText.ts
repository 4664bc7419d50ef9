import type { TFunction } from 'i18next';
import type { ConfigurationSummary } from '../../../lib/trpcClient.js';

export type HistoryStep = NonNullable<ConfigurationSummary['History']['Undo']>;

/** The names a step's text needs: of parts, setups and variations, by id and code. */
export interface StepNames {
  part: (partId: number) => string | undefined;
  setup: (setupId: string) => string | undefined;
  variation: (code: string) => string | undefined;
}

/** A step in words, e.g. "add Slip-on silencer", for "Undo: …" and "Undone: …". */
export function stepText(t: TFunction, step: HistoryStep, names: StepNames): string {
  switch (step.Kind) {
    case 'partAdded':
    case 'partRemoved':
      return t(`history.steps.${step.Kind}`, { part: names.part(step.PartId ?? -1) ?? `#${step.PartId}` });
    case 'setupSelected':
      return step.SetupId === null
        ? t('history.steps.setupCleared')
        : t('history.steps.setupSelected', { setup: names.setup(step.SetupId) ?? step.SetupId });
    case 'setupApplied':
      return t('history.steps.setupApplied', { setup: names.setup(step.SetupId ?? '') ?? step.SetupId });
    case 'variationChanged':
      return t('history.steps.variationChanged', {
        variation: names.variation(step.VariationCode ?? '') ?? step.VariationCode,
      });
    default:
      return t(`history.steps.${step.Kind}`);
  }
}
