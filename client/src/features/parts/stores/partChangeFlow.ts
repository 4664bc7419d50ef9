import { batch, signal } from '@preact/signals-react';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { classifyApiError } from '../../../lib/httpErrors.js';
import { applyChangeAnswer } from '../../../stores/configurationAnswer.js';
import {
  $appliedParts,
  $appliedSetup,
  $configuration,
  $pendingPartRequest,
  $vehicle,
  type PendingPartRequest,
} from '../../../stores/configurationStore.js';
import { closeDialog, openDialog } from '../../../stores/dialogStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { type PartChangeAnswer, type RulesResult, sendPartRequest } from '../api/partRequests.js';
import { closePartDetail } from './partDetailStore.js';

/** True while a request of the protocol is on its way; buttons wait for it. */
export const $partChangeBusy = signal(false);

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
      openDialog({
        kind: dialogKindOf(request),
        data: { rulesResult: dryRun.RulesResult, explanations: dryRun.Explanations },
      });
      return;
    }
    const real = await sendPartRequest(configurationId, request, false);
    if ($pendingPartRequest.value !== request) return;
    if (real.RulesResult) {
      openDialog({
        kind: dialogKindOf(request),
        data: { rulesResult: real.RulesResult, explanations: real.Explanations },
      });
      return;
    }
    finish(real, request, t);
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
  closeDialog();
}
