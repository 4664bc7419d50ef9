// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $preselectedVariation } from '../stores/configurationStore.js';
import { testOverview, testPart, testVariation } from '../testing/configuredVehicle.js';
import { loadedConfigurationFixture } from '../testing/loadedConfiguration.js';
import { renderWithShell } from '../testing/renderWithShell.js';
import { httpError } from '../testing/trpcErrors.js';
import { ConfigurationScreen } from './ConfigurationScreen.js';

const api = vi.hoisted(() => ({ overview: vi.fn(), create: vi.fn() }));
vi.mock('../lib/trpcClient.js', () => ({
  trpc: {
    vehicles: { get: { query: api.overview } },
    configuration: { create: { mutate: api.create } },
  },
}));

const PARTS = [
  testPart(5, 'Touring screen', { Category: 'Screens', Images: { Main: '/s.png', Other: ['/s-1.png'] } }),
];
const OVERVIEW = {
  ...testOverview(PARTS, [testVariation('ORANGE', '#ff6600'), testVariation('BLACK', '#111111')]),
  Setups: [{ SetupId: 'TOUR', Name: 'Touring', Description: '<p>Far.</p>', ImageUrl: '/t.png', Parts: [5] }],
};
const PATH = '/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB';

function created(variationCode: string) {
  const configuration = loadedConfigurationFixture('c0ffee00-0000-4000-8000-0000000000dd').Configuration;
  return { ...configuration, VariationCode: variationCode };
}

describe('configuration screen', () => {
  beforeEach(() => {
    api.overview.mockReset();
    api.create.mockReset();
  });

  it('creates the configuration with the preselected variation and composes panel, pictures, menu and setups', async () => {
    $preselectedVariation.value = 'BLACK';
    api.overview.mockResolvedValue(OVERVIEW);
    api.create.mockResolvedValue(created('BLACK'));
    renderWithShell(<ConfigurationScreen modelId="KTM-390-DUKE-2024" />, { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'KTM 390 DUKE 2024' })).toBeTruthy();
    expect(api.create).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ modelId: 'KTM-390-DUKE-2024', variationCode: 'BLACK' }),
    );
    // The composed screen follows the heading once its background render is done.
    expect((await screen.findByRole('button', { name: 'BLACK' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Price note BLACK')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Images' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Setups' })).toBeTruthy();

    // A part's name opens its detail in the panel, in place of the list; the pictures stay; its back
    // button returns to the list.
    fireEvent.click(screen.getByRole('button', { name: 'Powerparts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Screens' }));
    fireEvent.click(screen.getByRole('button', { name: 'Touring screen' }));
    const detail = screen.getByRole('region', { name: 'Touring screen' });
    expect(within(detail).getByText('Reference: P5')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Images' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Screens' })).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'Back to the parts' }));
    expect(screen.queryByRole('region', { name: 'Touring screen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Screens' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Images' })).toBeTruthy();
  });

  it("says 'A server error occured.' when the overview cannot be loaded", async () => {
    api.overview.mockRejectedValue(httpError(500));
    api.create.mockResolvedValue(created('ORANGE'));
    renderWithShell(<ConfigurationScreen modelId="KTM-390-DUKE-2024" />, { path: PATH });
    expect(await screen.findByText('A server error occured.', { selector: '.toast' })).toBeTruthy();
    // The configuration still shows its pictures.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Images' })).toBeTruthy());
  });
});
