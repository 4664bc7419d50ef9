import { type RouterOutputs, trpc } from '../../../lib/trpcClient.js';
import { $culture } from '../../../stores/configurationStore.js';

export type ColorChangeAnswer = RouterOutputs['configuration']['update'];
type UpdateInput = Parameters<typeof trpc.configuration.update.mutate>[0];
export type ColorSettingsInput = NonNullable<
  NonNullable<UpdateInput['vehicleSettings']>['CustomColorConfiguration']
>;

/** Applies a slot's colour part (free, no questions expected), for real: its colour counts from then on. */
export function addColorPart(configurationId: string, partId: number): Promise<ColorChangeAnswer> {
  return trpc.configuration.addPart.mutate({
    configurationId,
    c: $culture.value || undefined,
    partId,
    selectedParts: [],
    removeParts: [],
    dryRun: false,
  });
}

/** Stores the colours with the configuration (and so with the account it belongs to). */
export function saveColorSettings(
  configurationId: string,
  colors: ColorSettingsInput,
): Promise<ColorChangeAnswer> {
  return trpc.configuration.update.mutate({
    configurationId,
    c: $culture.value || undefined,
    vehicleSettings: { CustomColorConfiguration: colors },
  });
}
