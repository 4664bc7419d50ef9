import { CAR_MESH_KINDS, MOTORCYCLE_MESH_KINDS } from '@configurator/domain/rendering/meshKinds';
import type { VehicleFamily } from '@configurator/domain/rendering/vehicleFamily';
import { describe, expect, it } from 'vitest';
import { buildVehicle } from './vehicles/catalog.js';
import { createPalette } from './vehicles/palette.js';

const FAMILIES: VehicleFamily[] = ['naked', 'travel', 'offroad', 'supermoto', 'sport', 'electric', 'car'];

describe('mesh kinds', () => {
  it.each(FAMILIES)("the domain's list for %s is the kinds the scene builds", (family) => {
    const vehicle = buildVehicle(
      'mesh-kinds',
      family,
      family === 'electric' ? 'Electric' : '4-Stroke',
      createPalette(),
    );
    const listed = family === 'car' ? CAR_MESH_KINDS : MOTORCYCLE_MESH_KINDS;
    expect(vehicle.meshKinds()).toEqual([...listed].sort());
  });
});
