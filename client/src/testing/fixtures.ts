import type { VehicleList, VehicleListItem } from '../lib/trpcClient.js';

export function listedVehicle(
  name: string,
  engineType: string,
  overrides: Partial<VehicleListItem> = {},
): VehicleListItem {
  const modelId = name.replaceAll(' ', '-');
  return {
    ModelId: modelId,
    Name: name,
    EngineType: engineType,
    RenderingEngine: 'Engine2D',
    Hero: {
      ImageUrl: `/catalog/models/${modelId}/hero.png`,
      Title: name,
      Intro: `The ${name}.`,
      Description: `<p>About the <strong>${name}</strong>.</p>`,
      Price: { Value: 10_000, CurrencySymbol: '€', Currency: 'EUR' },
    },
    ShowPricesInConfigurator: true,
    ShowOfferButton: false,
    ...overrides,
  };
}

export function vehicleList(segments: Record<string, VehicleListItem[]>): VehicleList {
  return {
    Segments: Object.entries(segments).map(([Name, Vehicles]) => ({ Name, Vehicles })),
    ShowPricesInConfigurator: true,
    ShowOfferButton: false,
  };
}

/** KTM's line-up in the server's order, which is not the order the list shows. */
export const KTM_LIST = vehicleList({
  'NAKED BIKE': [
    listedVehicle('KTM 125 DUKE 2024', '4-Stroke', { RenderingEngine: 'Engine3D' }),
    listedVehicle('KTM 990 DUKE 2024', '4-Stroke'),
    listedVehicle('KTM 1390 SUPER DUKE R 2024', '4-Stroke'),
    listedVehicle('KTM 125 DUKE 2025', '4-Stroke'),
  ],
  ENDURO: [
    listedVehicle('KTM 350 EXC-F 2024', '4-Stroke'),
    listedVehicle('KTM 300 EXC HARDENDURO 2025', '2-Stroke'),
    listedVehicle('KTM 250 EXC 2025', '2-Stroke'),
  ],
  'X-BOW': [listedVehicle('KTM X-BOW GT-XR 2025', 'Combustion', { RenderingEngine: 'Engine3D' })],
});

export const HQV_LIST = vehicleList({
  STREET: [
    listedVehicle('HUSQVARNA SVARTPILEN 801 2025', '4-Stroke'),
    listedVehicle('HUSQVARNA VITPILEN 401 2025', '4-Stroke'),
    listedVehicle('HUSQVARNA SVARTPILEN 125 2025', '4-Stroke'),
  ],
  MOTOCROSS: [listedVehicle('HUSQVARNA FC 450 2024', '4-Stroke')],
});

export const GG_LIST = vehicleList({
  ENDURO: [listedVehicle('GASGAS EC 300 2024', '2-Stroke')],
  MOTOCROSS: [listedVehicle('GASGAS MC 250F 2024', '4-Stroke', { RenderingEngine: 'Engine3D' })],
  TRIAL: [listedVehicle('GASGAS TXT GP 250 2025', '2-Stroke')],
});
