// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $account } from '../../../stores/accountStore.js';
import { $configuration, $dealerInquirySent } from '../../../stores/configurationStore.js';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { ID, show3D } from '../testing/overview3dFixture.js';
import { Summary3D } from './Summary3D.js';

afterEach(() => {
  $account.value = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function showSummary(onBack = vi.fn()) {
  $dealerInquirySent.value = true;
  const view = show3D(<Summary3D onBack={onBack} />, {
    path: '/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB',
  });
  return { ...view, onBack };
}

describe('the 3D summary after a dealer enquiry', () => {
  it('thanks the visitor and offers PDF, share, save and a new configuration', () => {
    showSummary();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your enquiry');
    expect(screen.getByText(/The dealer will contact you shortly/)).toBeTruthy();
    expect(document.querySelector('.summary3d-check svg')).not.toBeNull();
    for (const name of ['Download PDF', 'Share', 'Save', 'New configuration', '← Back to the configurator']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('goes back to the configurator through its back action', () => {
    const { onBack } = showSummary();
    fireEvent.click(screen.getByRole('button', { name: '← Back to the configurator' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('starts a new configuration at /main, keeping the culture and leaving this one', () => {
    const { memory } = showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'New configuration' }));
    expect(memory.history?.at(-1)).toBe('/main?culture=en-GB');
    expect($configuration.value).toBeNull();
  });

  it('saves to the profile and reads saved', async () => {
    const calls = routeFetch({ 'configuration.saveToAccount': () => ({ body: { configurationId: ID } }) });
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Saved' });
    expect(calls.map((call) => call.path)).toEqual(['configuration.saveToAccount']);
  });

  it('downloads the PDF (the stream is gone: the plain one)', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = routeFetch({
      [`GET /api/posconfigurator/configuration/${ID}/pdf`]: () => ({ body: new Blob(['%PDF']) }),
    });
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByRole('button', { name: 'PDF downloaded' });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });
});
