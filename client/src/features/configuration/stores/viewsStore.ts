import { resettable } from './resettable.js';

/** Which panels of the configuration screens are open. */
export const $showPartDetail = resettable(() => false);
export const $showConfigurationSummary = resettable(() => false);
