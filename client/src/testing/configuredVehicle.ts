import { batch } from '@preact/signals-react';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../lib/queryKeys.js';
import type { VehicleOverview } from '../lib/trpcClient.js';
import {
  $configuration,
  $currentVariation,
  $openModel,
  $price,
  type ConfiguredVehicle,
  categoriesOf,
  requestContext,
} from '../stores/configurationStore.js';
import { loadedConfigurationFixture } from './loadedConfiguration.js';
import { testQueryClient } from './renderWithShell.js';

export type TestPart = ConfiguredVehicle['AvailableParts'][number];
type Variation = ConfiguredVehicle['Variations'][number];

export const CONFIGURATION_ID = 'c0ffee00-0000-4000-8000-0000000000cc';

export function testPart(PartId: number, Name: string, overrides: Partial<TestPart> = {}): TestPart {
  const category = overrides.Category ?? 'Exhaust';
  return {
    PartId,
    Code: `P${PartId}`,
    Name,
    CategoryName: category.split(',')[0] ?? category,
    Category: category,
    Price: { Value: PartId * 10, CurrencySymbol: '€', Currency: 'EUR' },
    Images: { Main: `/catalog/parts/P${PartId}/main.png`, Other: [] },
    Description: `<p>About ${Name}.</p>`,
    Attributes: [],
    CanBeRendered: true,
    Racing: false,
    ApprovalInfo: null,
    IsColorPart: false,
    Unavailable: null,
    ...overrides,
  };
}

export function testVariation(
  Code: string,
  ColorCode: string,
  overrides: Partial<Variation> = {},
): Variation {
  return {
    Code,
    ColorCode,
    ColorName: Code,
    Price: { Value: 9999, CurrencySymbol: '€', Currency: 'EUR' },
    PriceNote: `Price note ${Code}`,
    MontageNote: `Montage note ${Code}`,
    ...overrides,
  };
}

/** A KTM model's overview as the server answers it, with the given parts and variations. */
export function testOverview(parts: TestPart[], variations: Variation[]): VehicleOverview {
  return {
    Vehicle: {
      ModelId: 'KTM-390-DUKE-2024',
      Name: 'KTM 390 DUKE 2024',
      EngineType: '4-Stroke',
      RenderingEngine: 'Engine2D',
      Hero: {
        ImageUrl: '/hero.png',
        Title: 'The corner rocket',
        Intro: 'Intro',
        Description: '<p>Light and <strong>sharp</strong>.</p><script>alert(1)</script>',
        Price: { Value: 6199, CurrencySymbol: '€', Currency: 'EUR' },
      },
      ShowPricesInConfigurator: true,
      ShowOfferButton: false,
    },
    FastFacts: [],
    Setups: [],
    Categories: categoriesOf(parts, 'en'),
    Parts: parts,
    Variations: variations,
    Attributes: [],
    Finance: { FinanceData: [], FinanceConfiguration: { FinanceServiceUrl: '' } },
    ColorOptions: [],
    TestRideData: null,
    RenderSettings: {} as VehicleOverview['RenderSettings'],
  };
}

/**
 * The model's overview in the query cache, for the request context, as the configuration screen loads
 * it, and its model open: the stores ($vehicle, $heroImageUrl, $showPrices) read it from there.
 */
export function seedVehicleOverview(queryClient: QueryClient, overview: VehicleOverview): void {
  const modelId = overview.Vehicle.ModelId;
  queryClient.setQueryData(queryKeys.vehicleOverview(modelId, requestContext()), overview);
  $openModel.value = modelId;
}

/** The open model becomes one that shows no prices (ShowPricesInConfigurator false). */
export function hideModelPrices(queryClient: QueryClient = testQueryClient()): void {
  const modelId = $openModel.peek();
  if (!modelId) throw new Error('no model is open');
  queryClient.setQueryData<VehicleOverview>(
    queryKeys.vehicleOverview(modelId, requestContext()),
    (overview) =>
      overview && { ...overview, Vehicle: { ...overview.Vehicle, ShowPricesInConfigurator: false } },
  );
}

/** The stores as the configuration screen leaves them once the configuration and overview are in. */
export function configureVehicle(
  parts: TestPart[],
  variations: Variation[] = [testVariation('ORANGE', '#ff6600')],
) {
  const configuration = loadedConfigurationFixture(CONFIGURATION_ID).Configuration;
  batch(() => {
    $configuration.value = { ...configuration, VariationCode: variations[0]?.Code ?? 'ORANGE' };
    seedVehicleOverview(testQueryClient(), testOverview(parts, variations));
    $currentVariation.value = variations[0]?.Code ?? null;
    $price.value = { Value: 6199, CurrencySymbol: '€' };
  });
}

/** What add-part and friends answer: no question, these parts, this price. */
export function changeAnswer(partIds: number[], price: number, dryRun = false) {
  return {
    RulesResult: null,
    PartIds: partIds,
    FullImages: [{ Perspective: 0, Url: `/images/${partIds.join('-') || 'bare'}.webp` }],
    Price: { Value: price, CurrencySymbol: '€', Currency: 'EUR' },
    AddedPartIds: [],
    RemovedPartIds: [],
    DryRun: dryRun,
    History: { Undo: null, Redo: null, UndoCount: 0, RedoCount: 0 },
  };
}

export function questionAnswer(
  rules: { RuleType: 0 | 1; Part: number; Parts: number[]; ChoosePart: boolean },
  partIds: number[],
) {
  return { ...changeAnswer(partIds, 6199, true), RulesResult: rules };
}
