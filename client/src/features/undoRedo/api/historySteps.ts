import { signal } from '@preact/signals-react';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { classifyApiError } from '../../../lib/httpErrors.js';
import type { ConfigurationSummary } from '../../../lib/trpcClient.js';
import { trpc } from '../../../lib/trpcClient.js';
import { applyConfigurationSummary } from '../../../stores/configurationAnswer.js';
import { $configuration, $culture, $history } from '../../../stores/configurationStore.js';

export type HistoryDirection = 'undo' | 'redo';

/** One undo or redo on its way: the buttons and the keys wait for it. */
export const $stepping = signal<HistoryDirection | null>(null);

/**
 * Takes the last step back (or makes the last undone step again) on the server and shows the
 * configuration it answers. Answers the step it took, or null when there was none or it failed.
 */
export async function stepHistory(
  direction: HistoryDirection,
): Promise<ConfigurationSummary['History']['Undo']> {
  const configuration = $configuration.peek();
  const history = $history.peek();
  const step = direction === 'undo' ? history?.Undo : history?.Redo;
  if (!configuration || !step || $stepping.peek()) return null;
  $stepping.value = direction;
  try {
    const input = { configurationId: configuration.ConfigurationId, c: $culture.peek() || undefined };
    const summary =
      direction === 'undo'
        ? await trpc.configuration.undo.mutate(input)
        : await trpc.configuration.redo.mutate(input);
    applyConfigurationSummary(summary);
    return step;
  } catch (error) {
    const failure = classifyApiError(error);
    // Another tab took the step first: nothing is left to take, so the button goes quiet.
    if (failure.kind === 'http' && failure.status === 409 && history) {
      $history.value =
        direction === 'undo'
          ? { ...history, Undo: null, UndoCount: 0 }
          : { ...history, Redo: null, RedoCount: 0 };
    } else {
      reportApiError(error);
    }
    return null;
  } finally {
    $stepping.value = null;
  }
}
