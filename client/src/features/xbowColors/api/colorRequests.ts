import { type RouterOutputs, trpc } from '../../../lib/trpcClient.js';
import { $culture } from '../../../stores/configurationStore.js';

export type ColorChangeAnswer = RouterOutputs['configuration']['update'];
type UpdateInput = Parameters<typeof trpc.configuration.update.mutate>[0];
export type ColorSettingsInput = NonNullable<
  NonNullable<UpdateInput['vehicleSettings']>['CustomColorConfiguration']
>;

/**
 * A slot's first colour: the server refuses colour parts as parts, and applies a slot's colour
 * part itself when its colour is set in the vehicle settings.
 */
export function setFirstSlotColor(
  configurationId: string,
  field: keyof ColorSettingsInput,
  hex: string,
): Promise<ColorChangeAnswer> {
  return saveColorSettings(configurationId, { [field]: hex });
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
