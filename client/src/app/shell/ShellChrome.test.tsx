// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { $configuration, $culture, $isDirty } from '../../stores/configurationStore.js';
import { $country, $imprintCode } from '../../stores/shellStore.js';
import { loadedConfigurationFixture } from '../../testing/loadedConfiguration.js';
import { renderWithShell } from '../../testing/renderWithShell.js';
import { AppFooter } from './AppFooter.js';
import { BackLink } from './BackLink.js';

const YEAR = new Date().getFullYear();

describe('footer', () => {
  it('links imprint, privacy policy and legal notices under the lower-cased culture', () => {
    $culture.value = 'de-AT';
    $country.value = 'AT';
    renderWithShell(<AppFooter />, { brand: 'KTM' });
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    expect(within(legal).getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe(
      'https://www.ktm.com/de-at/imprint',
    );
    expect(within(legal).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      'https://www.ktm.com/de-at/privacy-policy',
    );
    expect(within(legal).getByRole('link', { name: 'Legal notices' }).getAttribute('href')).toBe(
      'https://www.ktm.com/de-at/legal-notices',
    );
  });

  it("uses the country's imprint code when it is known", () => {
    $culture.value = 'fr-CH';
    $country.value = 'CH';
    $imprintCode.value = 'IMPRINT-CH';
    renderWithShell(<AppFooter />, { brand: 'HQV' });
    expect(screen.getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe(
      'https://www.husqvarna-motorcycles.com/imprint-ch/imprint',
    );
  });

  it.each([
    ['KTM', `© ${YEAR} KTM Sportmotorcycle GmbH`],
    ['HQV', `© ${YEAR} Husqvarna Motorcycles GmbH`],
    ['GG', `© ${YEAR} GASGAS Motorcycles GmbH`],
  ] as const)('carries the %s copyright line', (brand, line) => {
    renderWithShell(<AppFooter />, { brand });
    expect(screen.getByText(line)).toBeTruthy();
  });

  it('opens the language and country dialog from the country selector', async () => {
    $culture.value = 'en-GB';
    $country.value = 'GB';
    renderWithShell(<AppFooter />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Country and language: United Kingdom (English)' }),
    );
    expect(screen.getByRole('dialog', { name: 'Country and language' })).toBeTruthy();
  });
});

describe('back link', () => {
  it('leaves for the brand country page from the model selection', () => {
    $culture.value = 'en-GB';
    renderWithShell(<BackLink />, { brand: 'GG', path: '/main/motorcycles?culture=en-GB' });
    expect(screen.getByRole('link', { name: 'Back to the GASGAS website' }).getAttribute('href')).toBe(
      'https://www.gasgas.com/en-gb',
    );
  });

  it('resets the configuration and returns to /main from anywhere else', () => {
    $configuration.value = loadedConfigurationFixture('c0ffee00-0000-4000-8000-0000000000cc').Configuration;
    const { memory } = renderWithShell(<BackLink />, {
      path: '/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect($configuration.value).toBeNull();
    expect(memory.history.at(-1)).toBe('/main?culture=en-GB');
  });

  it('asks before leaving a configuration with unsaved changes', () => {
    $configuration.value = loadedConfigurationFixture('c0ffee00-0000-4000-8000-0000000000cc').Configuration;
    $isDirty.value = true;
    const { memory } = renderWithShell(<BackLink />, {
      path: '/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Leave the configuration?' })).toBeTruthy();
    expect($configuration.value).not.toBeNull();
    expect(memory.history.at(-1)).toBe('/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB');
  });
});
