import { resettable } from '../lib/resettable.js';

/** Which panels of the configuration screens are open. */
export const $showPartDetail = resettable(() => false);
export const $showConfigurationSummary = resettable(() => false);
/** The finance area shows beside the vehicle panel (the finance feature sets it): less room for text. */
export const $financeShown = resettable(() => false);
