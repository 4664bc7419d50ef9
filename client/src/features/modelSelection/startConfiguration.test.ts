import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigurationSummary } from '../../lib/trpcClient.js';
import {
  $appliedSetup,
  $configuration,
  $culture,
  $isDirty,
  $preselectedVariation,
  exitConfiguration,
} from '../../stores/configurationStore.js';
import { clearForNewConfiguration } from './startConfiguration.js';

afterEach(() => exitConfiguration());

describe('Configure', () => {
  it('lets the last configuration go, so that the configuration screen creates a new one', () => {
    $configuration.value = { ConfigurationId: 'old', ModelId: 'KTM-125-DUKE-2025' } as ConfigurationSummary;
    $appliedSetup.value = 'SETUP-1';
    $isDirty.value = true;
    clearForNewConfiguration();
    expect($configuration.value).toBeNull();
    expect($appliedSetup.value).toBeNull();
    expect($isDirty.value).toBe(false);
  });

  it("keeps the address's variation for the new configuration, and the culture", () => {
    $culture.value = 'en-GB';
    $preselectedVariation.value = 'ORANGE';
    clearForNewConfiguration();
    expect($preselectedVariation.value).toBe('ORANGE');
    expect($culture.value).toBe('en-GB');
  });
});
