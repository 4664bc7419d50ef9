export * from './catalog/streetModels.js';
export * from './catalog/types.js';
export type * from './configuration/commands.js';
export { decide as decideConfiguration } from './configuration/decide.js';
export type { ConfigurationOutcome, Decision } from './configuration/decision.js';
export * from './configuration/errors.js';
export type * from './configuration/events.js';
export {
  evolve as evolveConfiguration,
  initialState as initialConfigurationState,
} from './configuration/events.js';
export { forkedConfigurationEvents } from './configuration/fork.js';
export * from './configuration/vehicleSettings.js';
export * from './forms/dialogForms.js';
export * from './forms/validators.js';
export * from './modelList/modelName.js';
export * from './modelList/modelOrder.js';
export * from './modelList/segments.js';
export * from './presentation/backgroundTitle.js';
export * from './presentation/perspectives.js';
export * from './presentation/priceFormat.js';
export * from './presentation/sliders.js';
export * from './pricing/price.js';
export * from './rendering/clipKinds.js';
export * from './rendering/layerGroups.js';
export * from './rendering/meshKinds.js';
export * from './rendering/vehicleFamily.js';
export * from './rules/rulesEngine.js';
export * from './screen/inactivity.js';
export * from './screen/screenPhase.js';
export * from './screen/shellConstants.js';
export * from './screen/viewport.js';
export * from './screen/waitingRoomAnimation.js';
export * from './stamp/stampHash.js';
export * from './stream/retryCountdown.js';
export * from './stream/streamConstants.js';
export * from './stream/streamStates.js';
