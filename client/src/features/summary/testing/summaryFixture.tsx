import { batch } from '@preact/signals-react';
import { Route } from 'wouter';
import { vehicleOverviewQuery } from '../../../lib/configurationCalls.js';
import type { VehicleOverview } from '../../../lib/trpcClient.js';
import {
  $appliedParts,
  $configuration,
  $currentVariation,
  $images,
  $price,
  requestContext,
} from '../../../stores/configurationStore.js';
import { $showConfigurationSummary } from '../../../stores/viewsStore.js';
import { type TestPart, testPart } from '../../../testing/configuredVehicle.js';
import { loadedConfigurationFixture } from '../../../testing/loadedConfiguration.js';
import { renderWithShell, type testSettings } from '../../../testing/renderWithShell.js';
import { SummaryScreen } from '../components/SummaryScreen.js';

/** The summary of a KTM configuration with parts, setup, variation and key figures, for component tests. */

export const ID = 'c0ffee00-0000-4000-8000-0000000000dd';
export const MODEL = 'KTM-390-DUKE-2024';
type Part = VehicleOverview['Parts'][number];

/** The configured vehicle's test part, priced at a hundred per id and without a description. */
const part = (PartId: number, Name: string, overrides: Partial<TestPart> = {}): TestPart =>
  testPart(PartId, Name, {
    Price: { Value: PartId * 100, CurrencySymbol: '€', Currency: 'EUR' },
    Description: '',
    ...overrides,
  });

export const PARTS = [
  part(1, 'Akrapovič silencer', { ApprovalInfo: 'ECE R92' }),
  part(2, 'Factory wheels', { CanBeRendered: false }),
  part(3, 'Tank pad'),
  part(4, 'Hand guards'),
  part(5, 'Racing clutch cover', { Racing: true }),
  part(6, 'Skid plate'),
];

const attribute = (Key: string, Description: string, value: string) => ({
  Key,
  ClassificationCategory: 'TECHNICAL_DATA',
  Description,
  Values: [{ Key: value, Description: `${value} unit` }],
});

function overview(overrides: Partial<VehicleOverview['Vehicle']> = {}): VehicleOverview {
  return {
    Vehicle: {
      ModelId: MODEL,
      Name: 'KTM 390 DUKE 2024',
      EngineType: '4-Stroke',
      RenderingEngine: 'Engine2D',
      Hero: {
        ImageUrl: '/hero.png',
        Title: 'Duke',
        Intro: '',
        Description: '',
        Price: { Value: 6199, CurrencySymbol: '€', Currency: 'EUR' },
      },
      ShowPricesInConfigurator: true,
      ShowOfferButton: true,
      ...overrides,
    },
    FastFacts: [],
    Setups: [{ SetupId: 'TRACK', Name: 'Track setup', Description: '', ImageUrl: '', Parts: [6] }],
    Categories: ['Exhaust'],
    Parts: PARTS,
    Variations: [
      {
        Code: 'ORANGE',
        ColorCode: '#f60',
        ColorName: 'Orange',
        Price: { Value: 6199, CurrencySymbol: '€', Currency: 'EUR' },
        PriceNote: 'Recommended retail price incl. VAT',
        MontageNote: 'Plus assembly at your dealer',
      },
    ],
    Attributes: [
      {
        ProductCode: MODEL,
        Attributes: [
          attribute('DISPLACEMENT', 'Displacement', '373'),
          attribute('DRYWEIGHT', '', '150'),
          attribute('POWER_KW', 'Power', ''),
          attribute('TORQUE', 'Torque', '39'),
        ],
      },
    ],
    Finance: { FinanceData: [], FinanceConfiguration: { FinanceServiceUrl: '' } },
    ColorOptions: [],
    TestRideData: null,
    RenderSettings: {} as VehicleOverview['RenderSettings'],
  };
}

interface SummaryOptions {
  parts?: Part[];
  vehicle?: Partial<VehicleOverview['Vehicle']>;
  settings?: Parameters<typeof testSettings>[1];
  width?: number;
}

export function showSummary({
  parts = PARTS.slice(0, 3),
  vehicle = {},
  settings = {},
  width,
}: SummaryOptions = {}) {
  batch(() => {
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
    $appliedParts.value = parts;
    $currentVariation.value = 'ORANGE';
    $price.value = { Value: 7399.5, CurrencySymbol: '€' };
    $images.value = [{ Perspective: 0, Url: '/images/duke-0.webp' }];
    $showConfigurationSummary.value = true;
  });
  return renderWithShell(
    <Route path="/main" nest>
      <SummaryScreen modelId={MODEL} />
    </Route>,
    {
      path: `/main/configuration/${MODEL}/categories?culture=en-GB`,
      settings,
      width,
      queryData: [[vehicleOverviewQuery(MODEL, requestContext()).queryKey, overview(vehicle)]],
    },
  );
}
