import type { ConfigurationCreated, ConfigurationForked, ConfigurationSaved } from './events.js';
import type { Configuration } from './state.js';
import { contentOf } from './state.js';
import { carriedHistory } from './undoHistory.js';

/**
 * Saving as new: the events that start the new configuration's own stream, given the original's
 * state when it was forked and the ConfigurationForked event the original recorded. The copy
 * starts with the original's current parts, variation, setups and settings, and its undo and redo
 * steps, and is saved at once.
 */
export function forkedConfigurationEvents(
  original: Configuration,
  forked: ConfigurationForked,
): readonly [ConfigurationCreated, ConfigurationSaved] {
  return [
    {
      type: 'ConfigurationCreated',
      configurationId: forked.newConfigurationId,
      clonedConfigurationId: original.configurationId,
      modelId: original.modelId,
      companyId: original.companyId,
      market: original.market,
      culture: original.culture,
      currency: original.currency,
      anonymousId: original.anonymousId,
      ...contentOf(original),
      ...(original.undo || original.redo ? { history: carriedHistory(original.undo, original.redo) } : {}),
      at: forked.at,
      by: forked.by,
    },
    { type: 'ConfigurationSaved', saveDetails: forked.saveDetails, at: forked.at, by: forked.by },
  ];
}
