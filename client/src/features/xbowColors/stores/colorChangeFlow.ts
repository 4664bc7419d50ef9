import type { ColorSlot } from '@configurator/domain/catalog/types';
import {
  type BodyFinish,
  COLOR_SLOTS,
  type RimSize,
} from '@configurator/domain/configuration/vehicleSettings';
import { FIRST_ACCOUNT_SAVE_DELAY_MS } from '@configurator/domain/screen/shellConstants';
import { formatStreamCommand } from '@configurator/domain/stream/streamCommands';
import { batch } from '@preact/signals-react';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { classifyApiError } from '../../../lib/httpErrors.js';
import { applyChangeAnswer } from '../../../stores/configurationAnswer.js';
import { $configuration, $vehicleSettings } from '../../../stores/configurationStore.js';
import { sendStreamCommand } from '../../../stores/streamStore.js';
import {
  type ColorChangeAnswer,
  type ColorSettingsInput,
  saveColorSettings,
  setFirstSlotColor,
} from '../api/colorRequests.js';
import {
  $colorChoice,
  $colorProblem,
  COLOR_FIELD_OF_SLOT,
  type ColorChoice,
  finishOf,
  isColorPartApplied,
  setColorChoice,
  settingsOf,
} from './xbowColorStore.js';

/**
 * A colour change: the slot's colour part is applied first when missing (a colour only counts with
 * it), then the renderer is told (`confcol`) and the choice kept; the configuration is saved a
 * second after the first change, changes meanwhile going with that one save.
 */

function logOrReport(what: string, error: unknown): void {
  // A failed request is the panel's message; a lost connection or identity follows the app's policy.
  if (classifyApiError(error).kind === 'http') console.warn(what, error);
  else reportApiError(error);
}

/** The server's answer (parts, price, pictures) and the colours it now holds for the configuration. */
function applyColorAnswer(answer: ColorChangeAnswer, colors: ColorSettingsInput): void {
  batch(() => {
    applyChangeAnswer(answer);
    const settings = $vehicleSettings.peek();
    if (settings) {
      $vehicleSettings.value = {
        ...settings,
        CustomColorConfiguration: { ...settings.CustomColorConfiguration, ...colors },
      };
    }
  });
}

const partRequests = new Map<ColorSlot, Promise<boolean>>();

/**
 * True once the slot's colour part is applied: when it is not, the slot's first colour is stored
 * at once, which applies the part on the server.
 */
function ensureColorPart(slot: ColorSlot, hex: string): Promise<boolean> {
  if (isColorPartApplied(slot)) return Promise.resolve(true);
  const running = partRequests.get(slot);
  if (running) return running;
  const configurationId = $configuration.peek()?.ConfigurationId;
  if (!configurationId) return Promise.resolve(false);
  const field = COLOR_FIELD_OF_SLOT[slot];
  const request = setFirstSlotColor(configurationId, field, hex)
    .then((answer) => {
      if (answer.RulesResult) {
        console.warn('colour part needs an answer first', answer.RulesResult);
        return false;
      }
      applyColorAnswer(answer, { [field]: hex });
      return isColorPartApplied(slot);
    })
    .catch((error: unknown) => {
      logOrReport('colour part failed', error);
      return false;
    })
    .finally(() => partRequests.delete(slot));
  partRequests.set(slot, request);
  return request;
}

// One command per slot on its way: while a slider moves, only the latest colour waits behind it.
const commandsOnTheirWay = new Map<ColorSlot, { next: string | null }>();

async function sendLatest(slot: ColorSlot, command: string): Promise<void> {
  const waiting = commandsOnTheirWay.get(slot);
  if (waiting) {
    waiting.next = command;
    return;
  }
  const entry: { next: string | null } = { next: command };
  commandsOnTheirWay.set(slot, entry);
  try {
    while (entry.next !== null) {
      const text = entry.next;
      entry.next = null;
      await sendStreamCommand(text);
    }
  } finally {
    commandsOnTheirWay.delete(slot);
  }
}

function confcolOf(slot: ColorSlot, choice: ColorChoice): string | null {
  const color = choice.colors[slot];
  if (color === null) return null;
  return formatStreamCommand({
    name: 'confcol',
    slot,
    color,
    finish: finishOf(slot, color, choice),
    rimSize: slot === 'rims' ? choice.rimSize : null,
  });
}

function showSlot(slot: ColorSlot, choice: ColorChoice): Promise<void> {
  const command = confcolOf(slot, choice);
  return command ? sendLatest(slot, command) : Promise.resolve();
}

/** Shows every chosen colour again, e.g. after undo or redo brought back other colours. */
export async function showChosenColors(): Promise<void> {
  const choice = $colorChoice.peek();
  await Promise.all(COLOR_SLOTS.map((slot) => showSlot(slot, choice)));
}

/** Sets the slot's colour (six upper-case hex digits); false when its colour part could not be applied. */
export async function applySlotColor(slot: ColorSlot, hex: string): Promise<boolean> {
  if (!(await ensureColorPart(slot, hex))) {
    $colorProblem.value = 'partFailed';
    return false;
  }
  const current = $colorChoice.peek();
  const choice = { ...current, colors: { ...current.colors, [slot]: hex } };
  batch(() => {
    setColorChoice(choice);
    $colorProblem.value = null;
  });
  scheduleSave();
  await showSlot(slot, choice);
  return true;
}

/** The body's finish; the body shows it at once when it has a colour of its own. */
export function setBodyFinish(finish: BodyFinish): Promise<void> {
  const choice = { ...$colorChoice.peek(), finish };
  setColorChoice(choice);
  scheduleSave();
  return showSlot('body', choice);
}

/** The rims' size (19: five bolts, 20: centre lock); the rims show it when they have a colour. */
export function setRimSize(rimSize: RimSize): Promise<void> {
  const choice = { ...$colorChoice.peek(), rimSize };
  setColorChoice(choice);
  scheduleSave();
  return showSlot('rims', choice);
}

let saveTimer: ReturnType<typeof setTimeout> | null = null;
let lastSave: Promise<void> = Promise.resolve();

function scheduleSave(): void {
  if (saveTimer !== null) return;
  const configurationId = $configuration.peek()?.ConfigurationId;
  if (!configurationId) return;
  saveTimer = setTimeout(() => {
    saveTimer = null;
    lastSave = lastSave.then(() => save(configurationId));
  }, FIRST_ACCOUNT_SAVE_DELAY_MS);
}

async function save(configurationId: string): Promise<void> {
  if ($configuration.peek()?.ConfigurationId !== configurationId) return;
  const choice = $colorChoice.peek();
  const colors = settingsOf(choice);
  try {
    const answer = await saveColorSettings(configurationId, colors);
    if ($configuration.peek()?.ConfigurationId !== configurationId) return;
    if (answer.RulesResult) {
      console.warn('colour save needs an answer first', answer.RulesResult);
      $colorProblem.value = 'saveFailed';
      return;
    }
    applyColorAnswer(answer, colors);
  } catch (error) {
    logOrReport('colour save failed', error);
    $colorProblem.value = 'saveFailed';
  }
}

/** Drops a save still waiting for its second (leaving a configuration; between tests). */
export function cancelColorSave(): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  lastSave = Promise.resolve();
  partRequests.clear();
  commandsOnTheirWay.clear();
}
