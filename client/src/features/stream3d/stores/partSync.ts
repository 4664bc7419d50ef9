import { powerPartCommands } from '@configurator/domain/stream/powerPartDiff';
import { formatStreamCommand } from '@configurator/domain/stream/streamCommands';
import type { StreamTools } from '@configurator/domain/stream/streamTools';
import { effect } from '@preact/signals-react';
import { $appliedParts, $currentVariation } from '../../../stores/configurationStore.js';
import { $engineReady, $streamTools, sendStreamCommand } from '../../../stores/streamStore.js';

/** The renderer's camera reply may take this long before the part counts as shown anyway. */
const CAMERA_WAIT_MS = 2500;

interface Shown {
  partIds: number[];
  variation: string | null;
}

/**
 * Sends the renderer what changed: a colour variation as `herolvl` (whose reply 'herolvl done'
 * resets the parts: they are put on again), and parts as the difference from what it shows
 * (`confopt`, one command per category, the first announced with the camera). The start of a
 * session shows the configuration as stored, so what the stream shows is taken at INIT_DONE.
 */
export async function syncStream(shown: Shown, wanted: Shown, tools: StreamTools): Promise<Shown> {
  let base = shown.partIds;
  if (wanted.variation && wanted.variation !== shown.variation) {
    const reply = await sendStreamCommand(`herolvl ${wanted.variation}`);
    if (reply === 'herolvl done') base = [];
  }
  for (const { command, silent } of powerPartCommands(base, wanted.partIds, tools.powerParts)) {
    const text = formatStreamCommand(command);
    if (silent) void sendStreamCommand(text);
    else await sendStreamCommand(text);
  }
  // The camera follows a part the visitor just added, not the parts put on again after a colour.
  const added = powerPartCommands(shown.partIds, wanted.partIds, tools.powerParts).find(
    ({ command, silent }) => !silent && command.value !== 'default',
  );
  if (added) {
    const camera = sendStreamCommand(`confcam ${added.command.category}`);
    await Promise.race([camera, new Promise((resolve) => setTimeout(resolve, CAMERA_WAIT_MS))]);
  }
  return wanted;
}

/**
 * Keeps the stream in step with the configuration while the engine is ready; one change at a time,
 * the latest wins. Answers the disposer.
 */
export function keepStreamInStep(): () => void {
  let shown: Shown | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const wanted = (): Shown => ({
    partIds: $appliedParts.peek().map((part) => part.PartId),
    variation: $currentVariation.peek(),
  });
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    const tools = $streamTools.peek();
    if (!shown || !tools) return;
    running = syncStream(shown, wanted(), tools)
      .then((now) => {
        shown = now;
      })
      .catch((error: unknown) => console.warn('3D stream: the change could not be shown', error))
      .finally(() => {
        running = null;
        if (again && $engineReady.peek()) {
          again = false;
          run();
        }
      });
  };
  return effect(() => {
    const ready = $engineReady.value;
    // Read to subscribe: a change of parts or colour runs the sync.
    void $appliedParts.value;
    void $currentVariation.value;
    if (!ready) {
      shown = null;
      return;
    }
    if (!shown) {
      shown = wanted();
      return;
    }
    run();
  });
}
