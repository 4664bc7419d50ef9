import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/queryKeys.js';
import { connectQuerySignals } from '../lib/querySignal.js';
import type { VehicleOverview } from '../lib/trpcClient.js';
import { testOverview, testPart, testVariation } from '../testing/configuredVehicle.js';
import { loadedConfigurationFixture } from '../testing/loadedConfiguration.js';
import { testSettings } from '../testing/renderWithShell.js';
import {
  $culture,
  $heroImageUrl,
  $openModel,
  $vehicle,
  applyLoadedConfiguration,
  exitConfiguration,
  requestContext,
} from './configurationStore.js';
import { $showPrices } from './priceDisplayStore.js';

const MODEL = 'KTM-390-DUKE-2024';
let client: QueryClient;

function overviewIn(name: string, hero = '/hero.png'): VehicleOverview {
  const overview = testOverview([testPart(1, name)], [testVariation('ORANGE', '#f60')]);
  return {
    ...overview,
    Vehicle: { ...overview.Vehicle, Hero: { ...overview.Vehicle.Hero, ImageUrl: hero } },
  };
}

function answerOverview(overview: VehicleOverview): void {
  client.setQueryData(queryKeys.vehicleOverview(MODEL, requestContext()), overview);
}

const partNames = () => $vehicle.value?.AvailableParts.map((part) => part.Name);

beforeEach(() => {
  $culture.value = 'en-GB';
  client = new QueryClient();
  connectQuerySignals(client);
});

afterEach(() => {
  exitConfiguration();
  connectQuerySignals(null);
  client.clear();
});

describe('the open vehicle, read from the query cache', () => {
  it('follows the open model’s overview, keeps the old language until the new one arrives, and ends on exit', () => {
    expect($vehicle.value).toBeNull();
    $openModel.value = MODEL;
    expect($vehicle.value).toBeNull();
    answerOverview(overviewIn('Exhaust'));
    expect(partNames()).toEqual(['Exhaust']);
    expect($vehicle.value?.ModelId).toBe(MODEL);
    expect($heroImageUrl.value).toBe('/hero.png');

    $culture.value = 'de-AT';
    expect(partNames()).toEqual(['Exhaust']);
    answerOverview(overviewIn('Auspuff'));
    expect(partNames()).toEqual(['Auspuff']);

    // Back to a language whose overview is cached: shown at once.
    $culture.value = 'en-GB';
    expect(partNames()).toEqual(['Exhaust']);

    exitConfiguration();
    expect($vehicle.value).toBeNull();
    expect($heroImageUrl.value).toBeNull();
  });

  it('shows a loaded configuration’s vehicle until a newer overview arrives', () => {
    $openModel.value = MODEL;
    answerOverview(overviewIn('Exhaust', '/overview-hero.png'));
    const loaded = loadedConfigurationFixture('c0ffee00-0000-4000-8000-0000000000aa');
    applyLoadedConfiguration({
      ...loaded,
      HeroImageUrl: '/loaded-hero.png',
      Vehicle: { ...loaded.Vehicle, AvailableParts: [testPart(2, 'Seat')] },
    });
    expect(partNames()).toEqual(['Seat']);
    expect($heroImageUrl.value).toBe('/loaded-hero.png');

    answerOverview(overviewIn('Seat, refreshed', '/overview-hero.png'));
    expect(partNames()).toEqual(['Seat, refreshed']);
    expect($heroImageUrl.value).toBe('/overview-hero.png');
  });

  it('opens the loaded configuration’s model, whose overview is not in yet', () => {
    $openModel.value = 'KTM-1390-SUPER-DUKE-R-2024';
    const loaded = loadedConfigurationFixture('c0ffee00-0000-4000-8000-0000000000aa');
    applyLoadedConfiguration(loaded);
    expect($openModel.value).toBe(MODEL);
    expect($vehicle.value?.Name).toBe(loaded.Vehicle.Name);
    expect($heroImageUrl.value).toBe(loaded.HeroImageUrl);
  });

  it('shows prices unless the model or the settings hide them', () => {
    $openModel.value = MODEL;
    const overview = overviewIn('Exhaust');
    answerOverview(overview);
    expect($showPrices.value).toBe(true);
    client.setQueryData(queryKeys.settings(null), testSettings('KTM', { AllowPrices: false }));
    expect($showPrices.value).toBe(false);
    client.setQueryData(queryKeys.settings(null), testSettings('KTM'));
    answerOverview({ ...overview, Vehicle: { ...overview.Vehicle, ShowPricesInConfigurator: false } });
    expect($showPrices.value).toBe(false);
  });
});
