import type { VehicleFamily } from '../stillSpec.js';
import { bikeChassisBuilders } from './bikeChassis.js';
import { bikeLuggageBuilders } from './bikeLuggage.js';
import { bikePartBuilders } from './bikeParts.js';
import { bikeRiderBuilders } from './bikeRider.js';
import { buildCar } from './car.js';
import { carPartBuilders } from './carParts.js';
import { buildMotorcycle } from './motorcycle.js';
import type { Palette } from './palette.js';
import { VehicleModel } from './vehicle.js';

/** Builds the stock vehicle of a family with the part builders that fit it. */
export function buildVehicle(
  key: string,
  family: VehicleFamily,
  engineType: string,
  palette: Palette,
): VehicleModel {
  if (family === 'car') return new VehicleModel(key, buildCar(palette), carPartBuilders());
  const { base, layout } = buildMotorcycle(family, engineType, palette);
  const parts = bikePartBuilders(layout);
  return new VehicleModel(key, base, {
    byKind: {
      ...parts.byKind,
      ...bikeRiderBuilders(layout),
      ...bikeChassisBuilders(layout),
      ...bikeLuggageBuilders(layout),
    },
    fallback: parts.fallback,
  });
}
