import type { TFunction } from 'i18next';
import type { ConfiguredVehicle } from '../../../stores/configurationStore.js';

type Part = ConfiguredVehicle['AvailableParts'][number];
/** One link of a chain of rules, as the API writes it. */
export type RuleStep = NonNullable<Part['Unavailable']>[number];

const KEYS = {
  Needs: 'parts.ruleNeeds',
  NeedsOneOf: 'parts.ruleNeedsOneOf',
  ConflictsWith: 'parts.ruleConflictsWith',
  NotOffered: 'parts.ruleNotOffered',
} as const satisfies Record<RuleStep['Rule'], string>;

/**
 * A chain of rules in the visitor's language, one sentence per link joined by semicolons: 'Slip-on
 * needs Link pipe; Link pipe cannot be fitted together with Factory silencer'. Parts are named by
 * the catalog; a part it does not offer by its number.
 */
export function ruleChainText(
  steps: readonly RuleStep[],
  parts: readonly Pick<Part, 'PartId' | 'Name'>[],
  t: TFunction,
  language: string,
): string {
  const names = new Map(parts.map((part) => [part.PartId, part.Name]));
  const nameOf = (id: number) => names.get(id) ?? t('partConflicts.unknownPart', { id });
  const all = new Intl.ListFormat(language, { type: 'conjunction' });
  const either = new Intl.ListFormat(language, { type: 'disjunction' });
  return steps
    .map((step) =>
      t(KEYS[step.Rule], {
        part: nameOf(step.Part),
        parts: (step.Rule === 'NeedsOneOf' ? either : all).format(step.Parts.map(nameOf)),
      }),
    )
    .join('; ');
}
