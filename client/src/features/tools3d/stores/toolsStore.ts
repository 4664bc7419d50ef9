import { formatStreamCommand, type StreamCommand } from '@configurator/domain/stream/streamCommands';
import { batch, computed } from '@preact/signals-react';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { resettable } from '../../../lib/resettable.js';
import type { VehicleOverview } from '../../../lib/trpcClient.js';
import {
  $configuration,
  $culture,
  $vehicleOverview,
  $vehicleSettings,
} from '../../../stores/configurationStore.js';
import { $isMobileDevice, sendStreamCommand } from '../../../stores/streamStore.js';
import { type SavedTools, saveToolsConfiguration } from '../api/saveToolsConfiguration.js';
import { snapDayTime } from './dayTime.js';

type ToolSettings = VehicleOverview['RenderSettings']['Tools'];

/** What the visitor chose in the tools panel; the first five are saved with the configuration. */
export interface ToolsSelection {
  environment: string | null;
  /** Within the lighting range of the render settings (12..22). */
  lighting: number;
  cinematic: string | null;
  perspective: string | null;
  /** The views (animations) switched on, in the order they were switched on. */
  animations: readonly string[];
  /** The day-time dial, 0..1. */
  dayTime: number;
  tiltShift: boolean;
  sound: boolean;
}

/** One control of the panel; it is disabled while its command awaits the renderer's reply. */
export type ToolControl =
  | 'environment'
  | 'lighting'
  | 'dayTime'
  | 'cinematic'
  | 'perspective'
  | 'views'
  | 'tiltShift'
  | 'sound';

export const TOOLS_SAVE_DELAY_MS = 1000;
const FALLBACK_LIGHTING = { Min: 12, Max: 22, Initial: 12, Fraction: 1 / 23, Default: 0.25 };

/** The render settings' tools of the open vehicle; null without an overview. */
export const $toolSettings = computed(
  (): ToolSettings | null => $vehicleOverview.value?.RenderSettings?.Tools ?? null,
);

/** The lighting slider's range and the day-time dial's step and start, as the render settings say. */
export const $lightingSettings = computed(() => {
  const lighting = $toolSettings.value?.Lighting;
  return lighting ? { ...FALLBACK_LIGHTING, ...lighting } : FALLBACK_LIGHTING;
});

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The panel starts from the tools saved with the configuration (the stream applied them at its start). */
function startingSelection(): ToolsSelection {
  const saved = $vehicleSettings.value?.ToolsConfiguration;
  const lighting = $lightingSettings.value;
  return {
    environment: saved?.Environments ?? null,
    lighting: clamp(saved?.Lighting ?? lighting.Initial, lighting.Min, lighting.Max),
    cinematic: saved?.Cinematics ?? null,
    perspective: saved?.Perspectives ?? null,
    animations: saved?.Animations ?? [],
    dayTime: snapDayTime(lighting.Default, lighting.Fraction),
    tiltShift: false,
    sound: true,
  };
}

/** The choices made on this configuration since it opened; null until the first one. */
const $chosen = resettable<{ configurationId: string | null; selection: ToolsSelection } | null>(() => null);

export const $toolsSelection = computed((): ToolsSelection => {
  const chosen = $chosen.value;
  const configurationId = $configuration.value?.ConfigurationId ?? null;
  return chosen && chosen.configurationId === configurationId ? chosen.selection : startingSelection();
});

/** The controls whose command awaits its reply. */
export const $pendingTools = resettable<ReadonlySet<ToolControl>>(() => new Set());
/** The control whose last command the renderer did not confirm (refused, or no stream). */
export const $refusedTool = resettable<ToolControl | null>(() => null);

function setPending(control: ToolControl, pending: boolean): void {
  const next = new Set($pendingTools.peek());
  if (pending) next.add(control);
  else next.delete(control);
  $pendingTools.value = next;
}

function choose(change: Partial<ToolsSelection>): void {
  $chosen.value = {
    configurationId: $configuration.peek()?.ConfigurationId ?? null,
    selection: { ...$toolsSelection.peek(), ...change },
  };
}

async function confirmedByRenderer(control: ToolControl, command: StreamCommand): Promise<boolean> {
  setPending(control, true);
  try {
    return (await sendStreamCommand(formatStreamCommand(command))) !== null;
  } catch {
    return false;
  } finally {
    setPending(control, false);
  }
}

/**
 * Sends one tool's command; the choice counts once the renderer confirmed it, and the saved tools
 * are stored a second after the last such change. Answers whether the renderer confirmed.
 */
async function runTool(
  control: ToolControl,
  command: StreamCommand | null,
  change: Partial<ToolsSelection>,
  saved: boolean,
): Promise<boolean> {
  if ($pendingTools.peek().has(control)) return false;
  const confirmed = command === null || (await confirmedByRenderer(control, command));
  if (!confirmed) {
    $refusedTool.value = control;
    return false;
  }
  batch(() => {
    $refusedTool.value = null;
    choose(change);
  });
  if (saved) scheduleToolsSave();
  return true;
}

export function chooseEnvironment(id: string): Promise<boolean> {
  return runTool('environment', { name: 'envilvl', environment: id }, { environment: id }, true);
}

/** The light moves from the current level to the new one. */
export function changeLighting(level: number): Promise<boolean> {
  const { Min, Max } = $lightingSettings.peek();
  const to = clamp(Math.round(level), Min, Max);
  const from = $toolsSelection.peek().lighting;
  return runTool('lighting', { name: 'lightng', from, to }, { lighting: to }, true);
}

export function changeDayTime(value: number, hour: number): Promise<boolean> {
  return runTool('dayTime', { name: 'daytime', hour }, { dayTime: value }, false);
}

export function chooseCinematic(id: string): Promise<boolean> {
  return runTool('cinematic', { name: 'cinemat', id }, { cinematic: id }, true);
}

export function choosePerspective(id: string): Promise<boolean> {
  return runTool('perspective', { name: 'perspct', id }, { perspective: id }, true);
}

/**
 * A view switched on plays its animation. On a desktop one view is on at a time; on phones the
 * switched-on views are kept as a list. Switching one off sends nothing: the animation has ended.
 */
export function toggleView(id: string): Promise<boolean> {
  const animations = $toolsSelection.peek().animations;
  if (animations.includes(id)) {
    return runTool('views', null, { animations: animations.filter((item) => item !== id) }, true);
  }
  const next = $isMobileDevice.peek() ? [...animations, id] : [id];
  return runTool('views', { name: 'animatn', id }, { animations: next }, true);
}

export function toggleTiltShift(): Promise<boolean> {
  const on = !$toolsSelection.peek().tiltShift;
  return runTool('tiltShift', { name: 'tiltsft', on }, { tiltShift: on }, false);
}

export function toggleSound(): Promise<boolean> {
  const on = !$toolsSelection.peek().sound;
  return runTool('sound', { name: 'soundfx', on }, { sound: on }, false);
}

function savedToolsOf(selection: ToolsSelection): SavedTools {
  return {
    Cinematics: selection.cinematic,
    Environments: selection.environment,
    Lighting: selection.lighting,
    Perspectives: selection.perspective,
    Animations: [...selection.animations],
  };
}

let saveTimer: ReturnType<typeof setTimeout> | null = null;

/** The save waits for a second without changes; leaving the configuration in that second still saves. */
function scheduleToolsSave(): void {
  const chosen = $chosen.peek();
  if (!chosen?.configurationId) return;
  const { configurationId, selection } = chosen;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    void saveTools(configurationId, savedToolsOf(selection));
  }, TOOLS_SAVE_DELAY_MS);
}

async function saveTools(configurationId: string, tools: SavedTools): Promise<void> {
  try {
    await saveToolsConfiguration(configurationId, $culture.peek(), tools);
    const settings = $vehicleSettings.peek();
    if (settings && $configuration.peek()?.ConfigurationId === configurationId) {
      $vehicleSettings.value = { ...settings, ToolsConfiguration: tools };
    }
  } catch (error) {
    reportApiError(error);
  }
}

/** A save still waiting for its second is dropped (a test, or the page going away). */
export function cancelToolsSave(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
}
