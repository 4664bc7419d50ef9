import { batch, signal } from '@preact/signals-react';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { classifyApiError } from '../../../lib/httpErrors.js';
import { applyChangeAnswer } from '../../../stores/configurationAnswer.js';
import {
  $appliedParts,
  $appliedSetup,
  $configuration,
  $pendingPartRequest,
  $price,
  $vehicle,
  type PendingPartRequest,
} from '../../../stores/configurationStore.js';
import { closeDialog, openDialog } from '../../../stores/dialogStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { type PartChangeAnswer, type RulesResult, sendPartRequest } from '../api/partRequests.js';
import { answersOf, type ChangePlan, changePlanOf, type PlanQuestion } from '../lib/changePlan.js';
import { closePartDetail } from './partDetailStore.js';

/** True while a request of the protocol is on its way; buttons wait for it. */
export const $partChangeBusy = signal(false);

/** The request the open plan dialog started from; its questions' answers come on top of its own. */
const $planOrigin = signal<PendingPartRequest | null>(null);

type Translate = (key: string) => string;

function dialogKindOf(request: PendingPartRequest) {
  return request.kind === 'remove' ? 'removeConflictingPart' : 'conflictWhileAddPart';
}

function union(current: readonly number[], added: readonly number[]): number[] {
  return [...new Set([...current, ...added])];
}

function successToast(request: PendingPartRequest, t: Translate): string {
  if (request.kind === 'remove') return t('toasts.partRemoved');
  if (request.kind === 'setup') return t('setups.applied');
  const part = $vehicle.value?.AvailableParts.find((candidate) => candidate.PartId === request.partId);
  return part && !part.CanBeRendered
    ? `${t('toasts.partAdded')} ${t('partConflicts.notVisualisedNote')}`
    : t('toasts.partAdded');
}

function finish(answer: PartChangeAnswer, request: PendingPartRequest, t: Translate): void {
  batch(() => {
    applyChangeAnswer(answer);
    if (request.kind === 'setup' && request.setupId) $appliedSetup.value = request.setupId;
    $pendingPartRequest.value = null;
    $planOrigin.value = null;
  });
  closePartDetail();
  closeDialog();
  showToast(successToast(request, t));
}

function abandonAfterFailure(error: unknown): void {
  // The error catalogue: a failed part change is logged, the user sees no message. Only a lost
  // connection and a lost identity follow the general policy (network text, redirect).
  if (classifyApiError(error).kind === 'http') console.warn('part change failed', error);
  else reportApiError(error);
  $pendingPartRequest.value = null;
  $planOrigin.value = null;
  closeDialog();
}

/**
 * One round of the protocol: a dry run with the answers so far; a question opens the conflict
 * dialog, no question sends the real request. The real request repeats the answers, and when the
 * configuration changed meanwhile it may ask again.
 */
async function run(request: PendingPartRequest, t: Translate): Promise<void> {
  const configurationId = $configuration.value?.ConfigurationId;
  if (!configurationId) return;
  $pendingPartRequest.value = request;
  $partChangeBusy.value = true;
  try {
    const dryRun = await sendPartRequest(configurationId, request, true);
    if ($pendingPartRequest.value !== request) return;
    if (dryRun.RulesResult) {
      ask(dryRun, request);
      return;
    }
    const real = await sendPartRequest(configurationId, request, false);
    if ($pendingPartRequest.value !== request) return;
    if (real.RulesResult) {
      ask(real, request);
      return;
    }
    finish(real, request, t);
  } catch (error) {
    abandonAfterFailure(error);
  } finally {
    $partChangeBusy.value = false;
  }
}

/**
 * A question of the server: every question of the change in one dialog when the answer carries the
 * whole plan, else the one question.
 */
function ask(answer: PartChangeAnswer, request: PendingPartRequest): void {
  const plan = changePlanOf(answer, [], null);
  if (plan) {
    $planOrigin.value = request;
    openDialog({ kind: dialogKindOf(request), data: { plan } });
    return;
  }
  openDialog({
    kind: dialogKindOf(request),
    data: { rulesResult: answer.RulesResult, explanations: answer.Explanations },
  });
}

/** The origin of the plan with the answers of these questions on top. */
function withAnswers(origin: PendingPartRequest, questions: readonly PlanQuestion[]): PendingPartRequest {
  const answers = answersOf(questions, origin.kind === 'remove');
  return {
    ...origin,
    selectedParts: union(origin.selectedParts, answers.selectedParts),
    removeParts: union(origin.removeParts, answers.removeParts),
  };
}

/**
 * The visitor takes another option of a choice in the plan dialog: the dry run is repeated with the
 * answers up to that choice, and what follows it (which may differ now) comes from the new plan.
 */
export async function chooseInPlan(plan: ChangePlan, index: number, optionId: number): Promise<void> {
  const origin = $planOrigin.value;
  const configurationId = $configuration.value?.ConfigurationId;
  if (!origin || !configurationId || !plan.questions[index]) return;
  const answered = plan.questions
    .slice(0, index + 1)
    .map((question, at) => (at === index ? { ...question, answer: [optionId] } : question));
  const request = withAnswers(origin, answered);
  const kind = dialogKindOf(origin);
  // The choice shows at once; what follows it waits for the server.
  openDialog({
    kind,
    data: { plan: { ...plan, questions: [...answered, ...plan.questions.slice(index + 1)] } },
  });
  $pendingPartRequest.value = request;
  $partChangeBusy.value = true;
  try {
    const dryRun = await sendPartRequest(configurationId, request, true);
    if ($pendingPartRequest.value !== request) return;
    const next = changePlanOf(dryRun, answered, $price.value);
    if (next) openDialog({ kind, data: { plan: next } });
    else ask(dryRun, request);
  } catch (error) {
    abandonAfterFailure(error);
  } finally {
    if ($pendingPartRequest.value === request) $partChangeBusy.value = false;
  }
}

/** The visitor confirms the plan dialog: one real request with every answer applies the whole change. */
export async function confirmPlan(plan: ChangePlan, t: Translate): Promise<void> {
  const origin = $planOrigin.value;
  const configurationId = $configuration.value?.ConfigurationId;
  if (!origin || !configurationId) {
    abandonPartChange();
    return;
  }
  const request = withAnswers(origin, plan.questions);
  $pendingPartRequest.value = request;
  $partChangeBusy.value = true;
  try {
    const real = await sendPartRequest(configurationId, request, false);
    if ($pendingPartRequest.value !== request) return;
    // The configuration changed meanwhile: the rest of the change is asked again.
    if (real.RulesResult) ask(real, request);
    else finish(real, request, t);
  } catch (error) {
    abandonAfterFailure(error);
  } finally {
    $partChangeBusy.value = false;
  }
}

/** The part's add/remove button: removes an applied part, adds any other. */
export function togglePart(partId: number, t: Translate): Promise<void> {
  const applied = $appliedParts.value.some((part) => part.PartId === partId);
  return changePart(applied ? 'remove' : 'add', partId, t);
}

/** A change the user confirmed in the addPart or removePart dialog, through the same protocol. */
export function changePart(kind: 'add' | 'remove', partId: number, t: Translate): Promise<void> {
  return run({ kind, partId, selectedParts: [], removeParts: [] }, t);
}

/** Customise now: the setup's parts are added as a group, asking the same questions as a part. */
export function applySetup(setupId: string, firstPartId: number, t: Translate): Promise<void> {
  return run({ kind: 'setup', setupId, partId: firstPartId, selectedParts: [], removeParts: [] }, t);
}

/**
 * The user confirms the dialog: required parts (the chosen one, or the whole fixed list) join the
 * selected parts; replaced parts and dependents of a removed part join the parts to remove. Then
 * the dry run is repeated with the choices.
 */
export function confirmRules(
  rulesResult: RulesResult,
  chosenPartId: number | null,
  t: Translate,
): Promise<void> {
  const pending = $pendingPartRequest.value;
  if (!pending) {
    closeDialog();
    return Promise.resolve();
  }
  const required = rulesResult.RuleType === 1 && pending.kind !== 'remove';
  if (required) {
    const chosen = rulesResult.ChoosePart
      ? [chosenPartId ?? rulesResult.Parts[0]].filter((id): id is number => id !== undefined)
      : rulesResult.Parts;
    return run({ ...pending, selectedParts: union(pending.selectedParts, chosen) }, t);
  }
  return run({ ...pending, removeParts: union(pending.removeParts, rulesResult.Parts) }, t);
}

/** Close, go back or keep: nothing changes and the question is dropped. */
export function abandonPartChange(): void {
  $pendingPartRequest.value = null;
  $planOrigin.value = null;
  closeDialog();
}
