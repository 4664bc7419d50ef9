import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { priceText } from '../../../lib/priceText.js';
import { $culture, $pendingPartRequest, $vehicle } from '../../../stores/configurationStore.js';
import { $showPrices } from '../../../stores/priceDisplayStore.js';
import { ChoiceActions, DialogFrame } from '../../../ui/DialogFrame.js';
import type { ChangePlan, PlanQuestion } from '../lib/changePlan.js';
import { $partChangeBusy, abandonPartChange, chooseInPlan, confirmPlan } from '../stores/partChangeFlow.js';
import { ChoiceOptions, ExplainedParts, PartLine } from './PartConflictDialog.js';
import './partConflicts.css';

interface QuestionProps {
  plan: ChangePlan;
  index: number;
  question: PlanQuestion;
  removing: boolean;
  groupName: string;
}

/** One question of the plan, worded as the one-question dialog words it. */
function PlanQuestionView({ plan, index, question, removing, groupName }: QuestionProps) {
  useSignals();
  const { t } = useTranslation();
  const parts = $vehicle.value?.AvailableParts ?? [];
  const partOf = (id: number) => parts.find((part) => part.PartId === id);
  const { rulesResult, answer, explanations } = question;
  const name = partOf(rulesResult.Part)?.Name ?? t('partConflicts.unknownPart', { id: rulesResult.Part });
  const because = (id: number) => explanations.find((entry) => entry.Part === id)?.Because;
  const listed = (label: string) => (
    <ExplainedParts ids={rulesResult.Parts} because={because} label={label} />
  );

  if (rulesResult.RuleType === 0) {
    return (
      <>
        <p>{t('partConflicts.conflictIntro', { name })}</p>
        <div className="conflict-replace">
          <section aria-label={t('partConflicts.replaced')}>
            <h3>{t('partConflicts.replaced')}</h3>
            {listed(t('partConflicts.replaced'))}
          </section>
          <section aria-label={t('partConflicts.replacing')}>
            <h3>{t('partConflicts.replacing')}</h3>
            <ul className="conflict-parts">
              <li>
                <PartLine part={partOf(rulesResult.Part)} id={rulesResult.Part} />
              </li>
            </ul>
          </section>
        </div>
      </>
    );
  }
  if (rulesResult.ChoosePart && !removing) {
    return (
      <ChoiceOptions
        legend={t('partConflicts.chooseOne', { name })}
        ids={rulesResult.Parts}
        chosen={answer[0]}
        onChoose={(id) => void chooseInPlan(plan, index, id)}
        groupName={groupName}
        disabled={$partChangeBusy.value}
      />
    );
  }
  return (
    <>
      <p>{t(removing ? 'partConflicts.dependentsIntro' : 'partConflicts.requiredIntro', { name })}</p>
      {listed(t('partConflicts.requiredParts'))}
    </>
  );
}

/** The parts a list of ids names, joined for the language. */
function namesOf(ids: readonly number[], language: string, unknown: (id: number) => string): string {
  const parts = $vehicle.value?.AvailableParts ?? [];
  const names = ids.map((id) => parts.find((part) => part.PartId === id)?.Name ?? unknown(id));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** What the whole change does once confirmed: the parts added and removed, and the price change. */
function PlanOutcome({ plan }: { plan: ChangePlan }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const unknown = (id: number) => t('partConflicts.unknownPart', { id });
  const change = plan.priceChange;
  const showPrice = $showPrices.value && change !== null && change.Value !== 0;
  const sign = change && change.Value > 0 ? '+' : '';
  return (
    <section className="plan-outcome" aria-label={t('parts.planOutcome')}>
      <h3>{t('parts.planOutcome')}</h3>
      <dl>
        {plan.addedPartIds.length > 0 ? (
          <div>
            <dt>{t('parts.planAdded')}</dt>
            <dd className="plan-added">{namesOf(plan.addedPartIds, i18n.language, unknown)}</dd>
          </div>
        ) : null}
        {plan.removedPartIds.length > 0 ? (
          <div>
            <dt>{t('parts.planRemoved')}</dt>
            <dd className="plan-removed">{namesOf(plan.removedPartIds, i18n.language, unknown)}</dd>
          </div>
        ) : null}
        {showPrice && change ? (
          <div>
            <dt>{t('parts.planPriceChange')}</dt>
            <dd className="plan-price">
              {sign}
              {priceText(change, $culture.value, t('price.notAvailable'))}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

interface PartChangePlanDialogProps {
  kind: 'conflictWhileAddPart' | 'removeConflictingPart';
  title: string;
  plan: ChangePlan;
}

/**
 * Every question of a change in one dialog, in the order the server asks them: the parts needed,
 * the choices (preselected; another option asks the server again for what follows), the parts
 * replaced or going with a removed part, each with why; then what the change does. One
 * confirmation applies it all.
 */
export function PartChangePlanDialog({ kind, title, plan }: PartChangePlanDialogProps) {
  useSignals();
  const { t } = useTranslation();
  const groupName = useId();
  const busy = $partChangeBusy.value;
  const removing = kind === 'removeConflictingPart';
  const request = $pendingPartRequest.value;
  const basePartId = request && request.kind !== 'setup' ? request.partId : null;
  const basePart = $vehicle.value?.AvailableParts.find((part) => part.PartId === basePartId);
  const conflicting = plan.questions.some((question) => question.rulesResult.RuleType === 0);
  const [keepLabel, confirmLabel] = removing
    ? [t('partConflicts.keep'), t('partConflicts.remove')]
    : conflicting
      ? [t('partConflicts.keep'), t('partConflicts.change')]
      : [t('partConflicts.goBack'), t('partConflicts.add')];

  const actions = (
    <ChoiceActions
      noLabel={keepLabel}
      onNo={abandonPartChange}
      yesLabel={confirmLabel}
      onYes={() => void confirmPlan(plan, t)}
      busy={busy}
    />
  );
  return (
    <DialogFrame title={title} onDismiss={abandonPartChange} actions={actions}>
      <div className="plan" aria-busy={busy}>
        {basePartId !== null ? (
          <section className="conflict-base" aria-label={t('partConflicts.basePart')}>
            <PartLine part={basePart} id={basePartId} />
          </section>
        ) : null}
        <ol className="plan-questions">
          {plan.questions.map((question, index) => (
            <li
              key={`${question.rulesResult.RuleType}-${question.rulesResult.Part}-${question.rulesResult.Parts.join()}`}
              className="plan-question"
            >
              <PlanQuestionView
                plan={plan}
                index={index}
                question={question}
                removing={removing}
                groupName={`${groupName}-${index}`}
              />
            </li>
          ))}
        </ol>
        <PlanOutcome plan={plan} />
        <p className="plan-updating" aria-live="polite">
          {busy ? t('parts.planUpdating') : ''}
        </p>
      </div>
    </DialogFrame>
  );
}
