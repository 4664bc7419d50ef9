import type { BrandCode } from '@configurator/domain/catalog/types';
import {
  MOTORCYCLE_RENDER_SETTINGS,
  XBOW_RENDER_SETTINGS,
} from '@configurator/domain/stream/streamToolsFixture';
import { batch } from '@preact/signals-react';
import type { ReactNode } from 'react';
import type { AccountInfo } from '../../../lib/identityService.js';
import type { VehicleOverview } from '../../../lib/trpcClient.js';
import { $account } from '../../../stores/accountStore.js';
import {
  $appliedParts,
  $configuration,
  $currentVariation,
  $isXBow,
  $price,
} from '../../../stores/configurationStore.js';
import { $engineReady } from '../../../stores/streamStore.js';
import { TEST_CUSTOMER } from '../../../testing/accountTesting.js';
import {
  seedVehicleOverview,
  type TestPart,
  testOverview,
  testPart,
  testVariation,
} from '../../../testing/configuredVehicle.js';
import { loadedConfigurationFixture } from '../../../testing/loadedConfiguration.js';
import { renderWithShell, testQueryClient, type testSettings } from '../../../testing/renderWithShell.js';

/** A KTM 390 DUKE in the 3D screen, logged in and with the engine ready, for component tests. */

export const ID = 'c0ffee00-0000-4000-8000-0000000003d0';

export const PARTS: TestPart[] = [
  testPart(1, 'Akrapovič slip-on', { Price: { Value: 899.9, CurrencySymbol: '€', Currency: 'EUR' } }),
  testPart(2, 'Crash bars', { Price: { Value: 249.5, CurrencySymbol: '€', Currency: 'EUR' } }),
  testPart(3, 'Orange frame colour', {
    IsColorPart: true,
    Price: { Value: 120, CurrencySymbol: '€', Currency: 'EUR' },
    Description: '<p>Frame in <strong>KTM orange</strong>,</p>\n<p>powder-coated.</p>',
  }),
];

interface Options {
  parts?: TestPart[];
  xbow?: boolean;
  engineReady?: boolean;
  account?: AccountInfo | null;
  brand?: BrandCode;
  settings?: Parameters<typeof testSettings>[1];
  width?: number;
  path?: string;
}

/** The stores as the 3D screen leaves them once the stream runs, then `ui` inside the shell. */
export function show3D(
  ui: ReactNode,
  {
    parts = PARTS,
    xbow = false,
    engineReady = true,
    account = TEST_CUSTOMER,
    brand = 'KTM',
    settings = {},
    width,
    path = '/main/configuration/KTM-390-DUKE-2024/categories',
  }: Options = {},
) {
  const base = testOverview(parts, [testVariation('ORANGE', '#ff6600')]);
  const overview: VehicleOverview = {
    ...base,
    Vehicle: { ...base.Vehicle, Name: 'KTM 390 DUKE', RenderingEngine: 'Engine3D' },
    RenderSettings: (xbow
      ? XBOW_RENDER_SETTINGS
      : MOTORCYCLE_RENDER_SETTINGS) as unknown as VehicleOverview['RenderSettings'],
  };
  batch(() => {
    $configuration.value = { ...loadedConfigurationFixture(ID).Configuration, VariationCode: 'ORANGE' };
    seedVehicleOverview(testQueryClient(), overview);
    $appliedParts.value = parts;
    $currentVariation.value = 'ORANGE';
    $price.value = { Value: 7518.4, CurrencySymbol: '€' };
    $isXBow.value = xbow;
    $engineReady.value = engineReady;
    $account.value = account;
  });
  return renderWithShell(ui, { brand, settings, width, path });
}
