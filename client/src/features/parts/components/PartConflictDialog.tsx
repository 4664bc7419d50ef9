import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceText } from '../../../lib/priceText.js';
import { $culture, $vehicle, type ConfiguredVehicle } from '../../../stores/configurationStore.js';
import { $showPrices } from '../../../stores/priceDisplayStore.js';
import { ChoiceActions, DialogFrame } from '../../../ui/DialogFrame.js';
import type { RulesResult } from '../api/partRequests.js';
import { type RuleStep, ruleChainText } from '../lib/ruleChain.js';
import { $partChangeBusy, abandonPartChange, confirmRules } from '../stores/partChangeFlow.js';
import './partConflicts.css';

type Part = ConfiguredVehicle['AvailableParts'][number];

/** The dialog data of the host, checked: anything else is not a question of the protocol. */
export function rulesResultOf(data: Record<string, unknown> | undefined): RulesResult | null {
  const rules = data?.rulesResult as Partial<RulesResult> | undefined;
  if (!rules || (rules.RuleType !== 0 && rules.RuleType !== 1)) return null;
  if (typeof rules.Part !== 'number' || !Array.isArray(rules.Parts)) return null;
  return {
    RuleType: rules.RuleType,
    Part: rules.Part,
    Parts: rules.Parts,
    ChoosePart: rules.ChoosePart === true,
  };
}

/** Why each part is in the question, from the dialog data; what is not well formed is left out. */
export function explanationsOf(data: Record<string, unknown> | undefined): ReadonlyMap<number, RuleStep[]> {
  const list = Array.isArray(data?.explanations) ? (data.explanations as unknown[]) : [];
  const result = new Map<number, RuleStep[]>();
  for (const entry of list) {
    const { Part, Because } = (entry ?? {}) as { Part?: unknown; Because?: unknown };
    if (typeof Part === 'number' && Array.isArray(Because) && Because.length > 0) {
      result.set(Part, Because as RuleStep[]);
    }
  }
  return result;
}

export function PartLine({ part, id }: { part: Part | undefined; id: number }) {
  useSignals();
  const { t } = useTranslation();
  if (!part) return <span className="conflict-part-name">{t('partConflicts.unknownPart', { id })}</span>;
  return (
    <span className="conflict-part">
      <img src={part.Images.Main} alt="" width={64} height={48} loading="lazy" />
      <span className="conflict-part-text">
        <span className="conflict-part-name">{part.Name}</span>
        <span className="conflict-part-code">{part.Code}</span>
        {$showPrices.value ? (
          <span className="conflict-part-price">
            {priceText(part.Price, $culture.value, t('price.notAvailable'))}
          </span>
        ) : null}
      </span>
    </span>
  );
}

/** A choose-one question's options as radios, `chosen` checked. */
export function ChoiceOptions({
  legend,
  ids,
  chosen,
  onChoose,
  groupName,
  disabled,
}: {
  legend: string;
  ids: readonly number[];
  chosen: number | null | undefined;
  onChoose: (id: number) => void;
  groupName: string;
  disabled: boolean;
}) {
  useSignals();
  const parts = $vehicle.value?.AvailableParts ?? [];
  return (
    <fieldset className="conflict-choice">
      <legend>{legend}</legend>
      {ids.map((id) => (
        <label key={id} className="conflict-option">
          <input
            type="radio"
            name={groupName}
            value={id}
            checked={chosen === id}
            onChange={() => onChoose(id)}
            disabled={disabled}
          />
          <PartLine part={parts.find((part) => part.PartId === id)} id={id} />
        </label>
      ))}
    </fieldset>
  );
}

/** Parts of a question, each with why it is in it (`because`: its chain of rules) under it. */
export function ExplainedParts({
  ids,
  because,
  label,
}: {
  ids: readonly number[];
  because?: (id: number) => readonly RuleStep[] | undefined;
  label?: string;
}) {
  useSignals();
  const { t, i18n } = useTranslation();
  const parts = $vehicle.value?.AvailableParts ?? [];
  return (
    <ul className="conflict-parts" aria-label={label}>
      {ids.map((id) => {
        const steps = because?.(id);
        return (
          <li key={id}>
            <PartLine part={parts.find((part) => part.PartId === id)} id={id} />
            {steps?.length ? (
              <p className="conflict-why">{ruleChainText(steps, parts, t, i18n.language)}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

interface PartConflictDialogProps {
  kind: 'conflictWhileAddPart' | 'removeConflictingPart';
  title: string;
  rulesResult: RulesResult;
  /** Why each part is in the question: shown under the part. */
  explanations?: ReadonlyMap<number, RuleStep[]>;
}

/**
 * The protocol's question. Required: the base part and the parts it needs (one to choose, the first
 * preselected, or a fixed list). Conflicting: the parts that would be replaced against the part
 * replacing them. Removing: the parts that need the removed part and go with it.
 */
export function PartConflictDialog({ kind, title, rulesResult, explanations }: PartConflictDialogProps) {
  useSignals();
  const { t } = useTranslation();
  const groupName = useId();
  const [chosen, setChosen] = useState<number | null>(
    rulesResult.ChoosePart ? (rulesResult.Parts[0] ?? null) : null,
  );
  const parts = $vehicle.value?.AvailableParts ?? [];
  const partOf = (id: number) => parts.find((part) => part.PartId === id);
  const because = (id: number) => explanations?.get(id);
  const basePart = partOf(rulesResult.Part);
  const baseName = basePart?.Name ?? String(rulesResult.Part);
  const busy = $partChangeBusy.value;
  const removing = kind === 'removeConflictingPart';
  const conflicting = rulesResult.RuleType === 0;

  const confirm = () => void confirmRules(rulesResult, chosen, t);
  const [keepLabel, confirmLabel] = removing
    ? [t('partConflicts.keep'), t('partConflicts.remove')]
    : conflicting
      ? [t('partConflicts.keep'), t('partConflicts.change')]
      : [t('partConflicts.goBack'), t('partConflicts.add')];

  let body: ReactNode;
  if (conflicting) {
    const replacing = [rulesResult.Part];
    body = (
      <div className="conflict-replace">
        <section aria-label={t('partConflicts.replaced')}>
          <h3>{t('partConflicts.replaced')}</h3>
          <ExplainedParts ids={rulesResult.Parts} because={because} />
        </section>
        <section aria-label={t('partConflicts.replacing')}>
          <h3>{t('partConflicts.replacing')}</h3>
          <ExplainedParts ids={replacing} />
        </section>
      </div>
    );
  } else if (rulesResult.ChoosePart) {
    body = (
      <ChoiceOptions
        legend={t('partConflicts.chooseOne', { name: baseName })}
        ids={rulesResult.Parts}
        chosen={chosen}
        onChoose={setChosen}
        groupName={groupName}
        disabled={busy}
      />
    );
  } else {
    body = (
      <>
        <p>
          {t(removing ? 'partConflicts.dependentsIntro' : 'partConflicts.requiredIntro', { name: baseName })}
        </p>
        <ExplainedParts ids={rulesResult.Parts} because={because} label={t('partConflicts.requiredParts')} />
      </>
    );
  }

  const actions = (
    <ChoiceActions
      noLabel={keepLabel}
      onNo={abandonPartChange}
      yesLabel={confirmLabel}
      onYes={confirm}
      busy={busy}
    />
  );
  return (
    <DialogFrame title={title} onDismiss={abandonPartChange} actions={actions}>
      {conflicting ? null : (
        <section className="conflict-base" aria-label={t('partConflicts.basePart')}>
          <PartLine part={basePart} id={rulesResult.Part} />
        </section>
      )}
      {conflicting ? <p>{t('partConflicts.conflictIntro', { name: baseName })}</p> : null}
      {body}
    </DialogFrame>
  );
}
