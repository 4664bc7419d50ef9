import { type LivePage, livePage } from '../live/livePage.js';
import type { LayerSpec } from '../protocol.js';
import type { LayerPicture } from './layerRender.js';
import { Stage } from './stage.js';
import type { StillSpec } from './stillSpec.js';

/** What the page offers the renderer host, on `window.configuratorScene`. */
export interface ConfiguratorScene {
  ready: boolean;
  renderStill(spec: StillSpec): Promise<string>;
  renderLayer(spec: LayerSpec): Promise<LayerPicture>;
}

declare global {
  var configuratorScene: ConfiguratorScene | undefined;
  var configuratorStream: LivePage | undefined;
}

/** One stage per page, warmed up before the page says it is ready. */
function start(): ConfiguratorScene {
  try {
    const stage = new Stage();
    stage.warmUp();
    globalThis.configuratorStream = livePage();
    return {
      ready: true,
      renderStill: async (spec) => stage.renderStill(spec),
      renderLayer: async (spec) => stage.renderLayer(spec),
    };
  } catch (error) {
    // Ready anyway, so that every render reports why instead of the host waiting for a timeout.
    const reason = error instanceof Error ? error : new Error(String(error));
    return {
      ready: true,
      renderStill: async () => Promise.reject(reason),
      renderLayer: async () => Promise.reject(reason),
    };
  }
}

globalThis.configuratorScene = start();
