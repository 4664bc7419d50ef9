import { XBOW_COLOR_PARTS } from '@configurator/domain/catalog/types';
import { act } from '@testing-library/react';
import type { VehicleOverview } from '../../../lib/trpcClient.js';
import {
  $appliedParts,
  $configuration,
  $vehicle,
  $vehicleSettings,
  appliedPartsOf,
} from '../../../stores/configurationStore.js';
import { $openPanel, setStreamSender } from '../../../stores/streamStore.js';
import {
  configureVehicle,
  seedVehicleOverview,
  testOverview,
  testPart,
  testVariation,
} from '../../../testing/configuredVehicle.js';
import { renderWithShell, testQueryClient } from '../../../testing/renderWithShell.js';
import { XbowColorPanel } from './XbowColorPanel.js';

/** Shared by the colour panel's tests: an X-Bow with its colour selection, the stream observed. */

export const COLOR_PARTS = [
  testPart(XBOW_COLOR_PARTS.body, 'Body colour', { Category: 'COLOR', IsColorPart: true }),
  testPart(XBOW_COLOR_PARTS.calipers, 'Brake caliper colour', { Category: 'COLOR', IsColorPart: true }),
  testPart(XBOW_COLOR_PARTS.rims, 'Rim colour', { Category: 'COLOR', IsColorPart: true }),
];

const COLOR_SELECTION = {
  PreDefined: [
    { Category: 'body', Colors: ['FF6600', '1b1b1b'] },
    { Category: 'calipers', Colors: ['C8102E'] },
    { Category: 'rims', Colors: ['1B1B1B', 'C0C0C0'] },
  ],
  Categories: [
    { Id: 'body', Name: 'Body colour', PartId: XBOW_COLOR_PARTS.body },
    { Id: 'calipers', Name: 'Brake caliper colour', PartId: XBOW_COLOR_PARTS.calipers },
    { Id: 'rims', Name: 'Rim colour', PartId: XBOW_COLOR_PARTS.rims },
  ],
  Command: 'confopt',
  CommandIndividual: 'confcol',
  FinishOptions: ['Matte', 'Glossy'],
} as const;

const option = (Slot: string, ColorName: string, hex: string, IsMatte: boolean, RimSize: number | null) => ({
  Slot,
  ColorName,
  FrontendColorCode: hex,
  RenderColorCode: hex,
  IsMatte,
  RimSize,
});

const COLOR_OPTIONS = [
  option('body', 'Racing orange', 'FF6600', false, null),
  option('body', 'Carbon black', '1B1B1B', false, null),
  option('calipers', 'Lava red', 'C8102E', false, null),
  option('rims', 'Carbon black', '1B1B1B', true, 19),
  option('rims', 'Brilliant silver', 'C0C0C0', false, 19),
];

type ColorSettings = NonNullable<(typeof $vehicleSettings)['value']>['CustomColorConfiguration'];

/** The X-Bow open with these colour parts applied and these colours saved. */
export function configureXbow(appliedColorParts: number[], colors: Partial<ColorSettings> = {}): void {
  configureVehicle(COLOR_PARTS, [testVariation('X3001U0', '#ff6600')]);
  const overview = testOverview(COLOR_PARTS, [testVariation('X3001U0', '#ff6600')]);
  seedVehicleOverview(testQueryClient(), {
    ...overview,
    Vehicle: { ...overview.Vehicle, ModelId: 'KTM-X-BOW-GT-XR', RenderingEngine: 'Engine3D' },
    ColorOptions: COLOR_OPTIONS,
    RenderSettings: { ColorSelection: COLOR_SELECTION } as unknown as VehicleOverview['RenderSettings'],
  });
  const settings = $configuration.peek()?.VehicleSettings;
  if (!settings) throw new Error('no configuration');
  $vehicleSettings.value = {
    ...settings,
    CustomColorConfiguration: { ...settings.CustomColorConfiguration, ...colors },
  };
  $appliedParts.value = appliedPartsOf($vehicle.peek()?.AvailableParts ?? [], appliedColorParts);
  $openPanel.value = 'colors';
}

/** Every command the panel sends to the renderer, answered as the renderer would. */
export function observeStream(): string[] {
  const sent: string[] = [];
  setStreamSender(async (command) => {
    sent.push(command);
    return `${command.split(' ')[0]} done`;
  });
  return sent;
}

export function showPanel() {
  return renderWithShell(<XbowColorPanel />, { path: '/main/configuration/KTM-X-BOW-GT-XR/categories' });
}

/** Lets promises waiting on answers (stream replies, requests) run. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });
}
