import { batch } from '@preact/signals-react';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { trpc } from '../../../lib/trpcClient.js';
import { applyChangeAnswer } from '../../../stores/configurationAnswer.js';
import { $configuration, $culture, $currentVariation } from '../../../stores/configurationStore.js';

/** A colour swatch: the update call stores the variation; images and price follow its answer. */
export async function changeVariation(variationCode: string): Promise<void> {
  const configuration = $configuration.value;
  if (!configuration || variationCode === $currentVariation.value) return;
  try {
    const answer = await trpc.configuration.update.mutate({
      configurationId: configuration.ConfigurationId,
      c: $culture.value || undefined,
      variationCode,
    });
    batch(() => {
      applyChangeAnswer(answer);
      $currentVariation.value = variationCode;
    });
  } catch (error) {
    reportApiError(error);
  }
}
