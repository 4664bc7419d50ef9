import { describe, expect, it } from 'vitest';
import type { LoadedConfiguration } from '../lib/trpcClient.js';
import { testPart } from '../testing/configuredVehicle.js';
import { loadedConfigurationFixture } from '../testing/loadedConfiguration.js';
import {
  $appliedParts,
  $categories,
  $companyId,
  $configuration,
  $culture,
  $currentVariation,
  $customer,
  $entryPointUrl,
  $images,
  $is3DMode,
  $isXBow,
  $market,
  $price,
  $wasRecentlyCreated,
  applyLoadedConfiguration,
  exitConfiguration,
  setEntryPointUrl,
} from './configurationStore.js';

const part = (PartId: number, Category: string) => testPart(PartId, `Part ${PartId}`, { Category });

function loaded(selected: number[]): LoadedConfiguration {
  const fixture = loadedConfigurationFixture('c0ffee00-0000-4000-8000-000000000001');
  const parts = [part(1, 'Seats'), part(2, 'Exhaust,Engine'), part(3, 'Chassis'), part(4, 'Seats')];
  const images = [{ Perspective: 0, Url: '/images/a.webp' }];
  return {
    ...fixture,
    Vehicle: { ...fixture.Vehicle, AvailableParts: parts, FullImages: images },
    Configuration: {
      ...fixture.Configuration,
      SelectedPartIds: selected,
      TotalPrice: { Value: 6543.21, CurrencySymbol: '€', Currency: 'EUR' },
      FullImages: images,
      StreamVersion: 4,
    },
    FullImages: images,
  };
}

describe('loading a stored configuration', () => {
  it('rebuilds applied parts once each, from the available parts among the selected ids', () => {
    applyLoadedConfiguration(loaded([2, 1, 2, 99, 1]));
    expect($appliedParts.value.map((p) => p.PartId)).toEqual([2, 1]);
  });

  it('lists the unique category names, sorted', () => {
    $culture.value = 'en-GB';
    applyLoadedConfiguration(loaded([]));
    expect($categories.value).toEqual(['Chassis', 'Engine', 'Exhaust', 'Seats']);
  });

  it('takes variation, price and images; not recently created; 3D and X-Bow modes off', () => {
    $wasRecentlyCreated.value = true;
    $is3DMode.value = true;
    $isXBow.value = true;
    applyLoadedConfiguration(loaded([1]));
    expect($currentVariation.value).toBe('ORANGE');
    expect($price.value).toEqual({ CurrencySymbol: '€', Value: 6543.21 });
    expect($images.value).toEqual([{ Perspective: 0, Url: '/images/a.webp' }]);
    expect($configuration.value?.ConfigurationId).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect($wasRecentlyCreated.value).toBe(false);
    expect($is3DMode.value).toBe(false);
    expect($isXBow.value).toBe(false);
  });
});

describe('exit', () => {
  it('resets everything but culture, market and company id', () => {
    setEntryPointUrl('https://shop.example/entry');
    applyLoadedConfiguration(loaded([1, 2]));
    $culture.value = 'fr-CH';
    $market.value = 'SWISS';
    $companyId.value = '11111111-1111-4111-8111-111111111111';
    $customer.value = { name: 'Ada', surname: 'L', email: 'ada@example.com', comment: '' };
    $is3DMode.value = true;
    exitConfiguration();
    expect($configuration.value).toBeNull();
    expect($appliedParts.value).toEqual([]);
    expect($price.value).toBeNull();
    expect($images.value).toEqual([]);
    expect($categories.value).toEqual([]);
    expect($customer.value.email).toBe('@');
    expect($is3DMode.value).toBe(false);
    expect($entryPointUrl.value).toBe('https://shop.example/entry');
    expect($culture.value).toBe('fr-CH');
    expect($market.value).toBe('SWISS');
    expect($companyId.value).toBe('11111111-1111-4111-8111-111111111111');
  });
});
