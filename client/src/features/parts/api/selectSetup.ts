import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { trpc } from '../../../lib/trpcClient.js';
import { $configuration, $culture, $history, $selectedSetup } from '../../../stores/configurationStore.js';

/** Choose this setup: only remembered (selecting and applying are separate steps). */
export async function selectSetup(setupId: string | null): Promise<void> {
  const configuration = $configuration.value;
  if (!configuration) return;
  try {
    const answer = await trpc.configuration.selectSetup.mutate({
      configurationId: configuration.ConfigurationId,
      c: $culture.value || undefined,
      setupId,
    });
    $selectedSetup.value = setupId;
    $history.value = answer.History;
  } catch (error) {
    reportApiError(error);
  }
}
