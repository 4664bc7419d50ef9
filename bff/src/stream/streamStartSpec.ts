import { type Configuration, familyOfSegment } from '@configurator/domain';
import {
  STREAM_BITRATE_CUT,
  STREAM_BITRATE_MAX,
  STREAM_BITRATE_MIN,
  STREAM_BITRATE_START,
} from '@configurator/domain/stream/streamConstants';
import { type StreamTools, splitCategories, streamToolsOf } from '@configurator/domain/stream/streamTools';
import type { CatalogService } from '../catalog/catalogService.js';
import { presentState } from '../configurations/statePresentation.js';
import { notFound } from '../http/apiError.js';
import { imageSetup } from '../images/fullImages.js';
import type { StreamStartSpec } from '../render/renderClient.js';

/** The stream's picture: 960 x 540 at 30 frames a second (spec section 9 sets the bitrates). */
export const STREAM_WIDTH = 960;
export const STREAM_HEIGHT = 540;
export const STREAM_FPS = 30;

export interface StreamVideoSettings {
  mode: 'webrtc' | 'jpeg';
  iceServers: StreamStartSpec['video']['iceServers'];
  webrtcTimeoutMs: number;
  baseLoadDelayMs: number;
  startTimeoutMs: number;
}

export interface StreamVisitorMode {
  portrait: boolean;
  touch: boolean;
  mobile: boolean;
}

/** A saved tool value: its Id, or the command it stands for (`envilvl city`); kept only when offered. */
function savedChoice(value: string | null, offered: readonly string[]): string | null {
  if (!value) return null;
  const id = value.includes(' ') ? (value.split(' ').at(-1) ?? '') : value;
  return offered.includes(id) ? id : null;
}

/** What the commands of one configuration's stream may name, and the tools it starts with. */
export interface StreamPlan {
  spec: StreamStartSpec;
  tools: StreamTools;
}

/**
 * The start of a configuration's stream: its model, colour, power parts and X-Bow colours, the
 * vehicle's render settings as the commands' vocabulary, the tools saved with it, and the video.
 */
export async function streamStartSpec(
  catalog: CatalogService,
  state: Configuration,
  mode: StreamVisitorMode,
  video: StreamVideoSettings,
): Promise<StreamPlan> {
  const presented = await presentState(catalog, state);
  const snapshot = await catalog.current();
  const entry = snapshot.vehicles.get(state.modelId);
  if (!entry) throw notFound(`Model ${state.modelId} is no longer in the catalog.`);
  const vehicle = entry.vehicle;
  const settings = presented.overview.RenderSettings;
  const tools = streamToolsOf(
    settings,
    entry.variations.map((v) => v.code),
  );
  const setup = imageSetup(presented.catalog, state.variationCode, state.partIds, state.vehicleSettings);
  const saved = state.vehicleSettings.toolsConfiguration;
  const lighting =
    typeof saved.lighting === 'number' &&
    saved.lighting >= tools.lighting.min &&
    saved.lighting <= tools.lighting.max
      ? saved.lighting
      : null;
  const spec: StreamStartSpec = {
    modelId: vehicle.modelId,
    brand: vehicle.brand as StreamStartSpec['brand'],
    family: familyOfSegment(vehicle.segment, vehicle.engineType),
    engineType: vehicle.engineType,
    variationCode: state.variationCode,
    variations: entry.variations.map((v) => ({ code: v.code, colorCode: v.colorCode })),
    partIds: setup.partIds,
    powerParts: settings.PowerParts.List.map((part) => ({
      id: part.Id,
      value: part.Value,
      categories: splitCategories(part.Category),
      name: snapshot.parts.get(part.Id)?.name.en ?? part.Value,
    })),
    xbowColors: setup.colors,
    // The saved rim size only where the vehicle has colour slots: a 20 starts on centre-lock wheels.
    rimSize: setup.colors ? state.vehicleSettings.customColorConfiguration.rimSize : null,
    tools,
    saved: {
      environment: savedChoice(saved.environments, tools.environments),
      lighting,
      perspective: savedChoice(saved.perspectives, tools.perspectives),
    },
    mode,
    video: {
      mode: video.mode,
      iceServers: video.iceServers,
      width: STREAM_WIDTH,
      height: STREAM_HEIGHT,
      fps: STREAM_FPS,
      bitrate: {
        start: STREAM_BITRATE_START,
        min: STREAM_BITRATE_MIN,
        max: STREAM_BITRATE_MAX,
        cut: STREAM_BITRATE_CUT,
      },
      webrtcTimeoutMs: video.webrtcTimeoutMs,
    },
    baseLoadDelayMs: video.baseLoadDelayMs,
    startTimeoutMs: video.startTimeoutMs,
  };
  return { spec, tools };
}
