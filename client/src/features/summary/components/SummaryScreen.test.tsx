// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.js';
import { handleApiError } from '../../../lib/apiErrorPolicy.js';
import { setApiErrorReporter } from '../../../lib/apiErrorReporter.js';
import { $account } from '../../../stores/accountStore.js';
import {
  $appliedSetup,
  $configuration,
  $dealerInquirySent,
  $testRideData,
  setEntryPointUrl,
} from '../../../stores/configurationStore.js';
import { closeDialog } from '../../../stores/dialogStore.js';
import { $showConfigurationSummary } from '../../../stores/viewsStore.js';
import { TEST_CUSTOMER } from '../../../testing/accountTesting.js';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { loadedConfigurationFixture } from '../../../testing/loadedConfiguration.js';
import { ID, PARTS, showSummary } from '../testing/summaryFixture.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  $account.value = null;
});

describe('summary outputs refused for the login or the role', () => {
  let policy = { toast: vi.fn(), leaveTo: vi.fn(), log: vi.fn() };
  beforeEach(() => {
    policy = { toast: vi.fn(), leaveTo: vi.fn(), log: vi.fn() };
    setApiErrorReporter((error) => handleApiError(error, createI18n('KTM', 'en'), policy));
    setEntryPointUrl('https://shop.example/main?culture=en-GB');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => setApiErrorReporter((error) => console.warn(error)));

  it.each([401, 403])('the PDF sends the whole browser to the entry point on %i', async (status) => {
    routeFetch({ [`GET /api/posconfigurator/configuration/${ID}/pdf`]: () => ({ status, body: {} }) });
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(policy.leaveTo).toHaveBeenCalledWith('https://shop.example/main?culture=en-GB'),
    );
    expect(policy.leaveTo).toHaveBeenCalledOnce();
  });

  it.each([401, 403])(
    'the save to the account sends the whole browser to the entry point on %i',
    async (status) => {
      routeFetch({
        'configuration.saveToAccount': () => ({ status }),
        [`GET /api/posconfigurator/configuration/${ID}`]: () => ({
          body: { ...loadedConfigurationFixture(ID), SaveDetails: null },
        }),
      });
      $account.value = TEST_CUSTOMER;
      showSummary();
      fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
      await waitFor(() =>
        expect(policy.leaveTo).toHaveBeenCalledWith('https://shop.example/main?culture=en-GB'),
      );
      expect(screen.queryByText('Configuration saved!')).toBeNull();
    },
  );

  it('a failed PDF answer is logged and passed on, not leaving', async () => {
    routeFetch({ [`GET /api/posconfigurator/configuration/${ID}/pdf`]: () => ({ status: 500, body: {} }) });
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('That did not work. Please try again later.')).toBeTruthy();
    expect(policy.log).toHaveBeenCalledWith('HTTP 500: HTTP 500');
    expect(policy.leaveTo).not.toHaveBeenCalled();
  });
});

describe('summary screen', () => {
  it('shows heading, images, model name and only the key figures with label and value', () => {
    showSummary();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your configuration');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('KTM 390 DUKE 2024');
    expect(screen.getByRole('img', { name: 'KTM 390 DUKE 2024, view 0' })).toBeTruthy();
    const figures = within(screen.getByLabelText('Key figures'));
    expect(figures.getAllByRole('term').map((term) => term.textContent)).toEqual(['Displacement', 'Torque']);
    expect(figures.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '373 cm³',
      '39 Nm',
    ]);
  });

  it('lists the applied parts with reference, price, not-visualised icon and ECE marker', () => {
    showSummary();
    const list = screen.getByRole('list', { name: 'Applied parts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Akrapovič silencer');
    expect(items[0]!.textContent).toContain('Ref. P1');
    expect(items[0]!.textContent).toContain('100.00');
    expect(within(items[0]!).getByText('ECE').getAttribute('title')).toBe('ECE R92');
    expect(within(items[0]!).queryByRole('img', { name: 'Not shown in the pictures' })).toBeNull();
    expect(within(items[1]!).getByRole('img', { name: 'Not shown in the pictures' })).toBeTruthy();
    expect(within(items[1]!).queryByText('ECE')).toBeNull();
  });

  it('scrolls the parts list beyond four parts, not at four', () => {
    const four = showSummary({ parts: PARTS.slice(0, 4) });
    expect(screen.getByRole('list', { name: 'Applied parts' }).className).not.toContain(
      'summary-parts-scroll',
    );
    four.unmount();
    showSummary({ parts: PARTS.slice(0, 5) });
    expect(screen.getByRole('list', { name: 'Applied parts' }).className).toContain('summary-parts-scroll');
  });

  it('shows the basic setup, the parts it includes, the racing notice and the free mobility service', () => {
    $appliedSetup.value = 'TRACK';
    showSummary({ parts: [PARTS[4]!, PARTS[5]!] });
    expect(within(screen.getByLabelText('Basic setup')).getByText('Track setup')).toBeTruthy();
    const setupParts = screen.getByRole('list', { name: 'Parts included in the setup' });
    expect(
      within(setupParts)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Skid plate']);
    // The setup's part is not listed twice.
    const applied = screen.getByRole('list', { name: 'Applied parts' });
    expect(within(applied).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('note').textContent).toMatch(/competition use only/);
    expect(within(screen.getByLabelText('Mobility service')).getByText('Free')).toBeTruthy();
  });

  it('lists only the setup parts still applied, not one the visitor replaced', () => {
    $appliedSetup.value = 'TRACK';
    // The Track setup brings the skid plate; the visitor replaced it, so it is no longer applied.
    showSummary({ parts: [PARTS[4]!] });
    expect(within(screen.getByLabelText('Basic setup')).getByText('Track setup')).toBeTruthy();
    expect(screen.queryByText('Skid plate')).toBeNull();
    expect(screen.queryByText('600.00 €')).toBeNull();
    expect(
      within(screen.getByLabelText('Parts included in the setup')).getByText(
        'No part of this setup is applied.',
      ),
    ).toBeTruthy();
  });

  it('has no racing notice and a standard setup without racing parts or setup', () => {
    showSummary();
    expect(screen.queryByText(/competition use only/)).toBeNull();
    expect(within(screen.getByLabelText('Basic setup')).getByText('Standard')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Parts included in the setup' })).toBeNull();
  });

  it('shows total, price note and assembly note when prices are allowed', () => {
    showSummary();
    const total = within(screen.getByLabelText('Total price'));
    expect(total.getByText('7,399.50 €')).toBeTruthy();
    expect(total.getByText('Recommended retail price incl. VAT')).toBeTruthy();
    expect(total.getByText('Plus assembly at your dealer')).toBeTruthy();
  });

  it.each([
    ['the model', { vehicle: { ShowPricesInConfigurator: false } }],
    ['the global setting', { settings: { AllowPrices: false } }],
  ])('hides every price when %s does not allow them', (_, options) => {
    showSummary(options);
    expect(screen.queryByLabelText('Total price')).toBeNull();
    expect(screen.queryByText(/€/)).toBeNull();
    expect(screen.getByText('Akrapovič silencer')).toBeTruthy();
  });

  it.each([
    [true, true, true, true],
    [false, true, true, false],
    [true, false, true, false],
  ])(
    'send to dealer with DealerSearch2DEnabled %s and ShowOfferButton %s: shown %s',
    (enabled, offer, _, shown) => {
      showSummary({ vehicle: { ShowOfferButton: offer }, settings: { DealerSearch2DEnabled: enabled } });
      expect(screen.queryByRole('button', { name: 'Send to dealer' }) !== null).toBe(shown);
    },
  );

  it('shows the save button only when the account service is enabled', () => {
    const on = showSummary();
    expect(screen.getByRole('button', { name: 'Save configuration' })).toBeTruthy();
    on.unmount();
    showSummary({
      settings: {
        CdcApplicationSettings: { Url: 'http://localhost/oidc', Api: 'configurator', CdcEnabled: false },
      },
    });
    expect(screen.queryByRole('button', { name: 'Save configuration' })).toBeNull();
  });

  it('saves to the logged-in account; the label then reads Saved', async () => {
    const calls = routeFetch({
      'configuration.saveToAccount': () => ({ body: { configurationId: ID } }),
      [`GET /api/posconfigurator/configuration/${ID}`]: () => ({
        body: { ...loadedConfigurationFixture(ID), SaveDetails: null },
      }),
    });
    $account.value = TEST_CUSTOMER;
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(screen.getByText('Configuration saved!')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'configuration.saveToAccount',
    ]);
  });

  it('asks for a login before sending to a dealer when nobody is logged in', () => {
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Send to dealer' }));
    expect(screen.getByText('Log in or create account first')).toBeTruthy();
  });

  it('shares through the share dialog: the short link shows there and the label reads Shared', async () => {
    const calls = routeFetch({
      'configuration.share': () => ({
        body: { code: 'Ab3dE9', path: '/s/Ab3dE9', url: 'https://configurator.example.com/s/Ab3dE9' },
      }),
    });
    // jsdom has no clipboard: the link is copied by hand there.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showSummary();
    const [share] = screen.getAllByRole('button', { name: 'Share' });
    fireEvent.click(share!);
    const dialog = screen.getByRole('dialog', { name: 'Share configuration' });
    expect(await within(dialog).findByDisplayValue('https://configurator.example.com/s/Ab3dE9')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Shared' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['configuration.share']);
  });

  it.each([
    ['Send by e-mail', 'Send configuration'],
    ['Export', 'Export configuration'],
  ])('opens the %s dialog from its button', (name, title) => {
    showSummary();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
  });

  it('opens the save dialog for a logged-in dealer, and saves to the account for a customer', async () => {
    const calls = routeFetch({
      'configuration.saveToAccount': () => ({ body: { configurationId: ID } }),
      [`GET /api/posconfigurator/configuration/${ID}`]: () => ({
        body: { ...loadedConfigurationFixture(ID), SaveDetails: null },
      }),
    });
    $account.value = {
      UID: 'dealer-1',
      firstName: 'Dana',
      lastName: 'Dealer',
      email: 'dealer@example.com',
      dealerNo: 'D-100',
    };
    const dealer = showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    const dialog = screen.getByRole('dialog', { name: 'Save configuration' });
    expect(within(dialog).getByLabelText('First name')).toBeTruthy();
    expect(within(dialog).getByLabelText('VIN')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    dealer.unmount();
    closeDialog();

    $account.value = { ...$account.value, dealerNo: null };
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'configuration.saveToAccount',
    ]);
  });

  it('says the PDF did not work on a failed answer, and lets the visitor try again', async () => {
    let answer = () => new Promise<{ status: number; body: unknown }>(() => {});
    const calls = routeFetch({ [`GET /api/posconfigurator/configuration/${ID}/pdf`]: () => answer() });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    showSummary();
    let release: (value: { status: number; body: unknown }) => void = () => {};
    answer = () => new Promise((resolve) => (release = resolve));
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const pending = await screen.findByRole('button', { name: 'Preparing PDF…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release({ status: 500, body: { Message: 'The PDF could not be made.' } }));
    expect(await screen.findByText('That did not work. Please try again later.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls[0]!.input).toMatchObject({ c: 'en-GB', stamp: expect.stringMatching(/^-?\d+$/) });
    warn.mockRestore();
  });

  it('downloads the PDF under the server’s file name and reads done', async () => {
    routeFetch({
      [`GET /api/posconfigurator/configuration/${ID}/pdf`]: () => ({
        body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-disposition': 'attachment; filename="duke-summary.pdf"' },
      }),
    });
    const downloads: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('button', { name: 'PDF downloaded' })).toBeTruthy();
    expect(downloads).toEqual(['duke-summary.pdf']);
    click.mockRestore();
  });

  it('shows the test ride with its booking link and status when present', () => {
    $testRideData.value = { Data: { Url: 'https://example.com/test-ride' }, Status: { Success: true } };
    showSummary();
    const section = within(screen.getByLabelText('Test ride'));
    expect(section.getByRole('link', { name: 'Book a test ride' }).getAttribute('href')).toBe(
      'https://example.com/test-ride',
    );
    expect(section.getByText('Test rides can be booked for this model.')).toBeTruthy();
  });

  it('has a mobile bar with share, PDF, send, export and test ride icons on phones only', () => {
    $testRideData.value = { Data: { Url: 'https://example.com/test-ride' }, Status: { Success: false } };
    const phone = showSummary({ width: 375 });
    const bar = within(screen.getByRole('navigation', { name: 'Summary actions' }));
    expect(bar.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Send by e-mail' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(bar.getByRole('link', { name: 'Book a test ride' })).toBeTruthy();
    phone.unmount();
    showSummary({ width: 1440 });
    expect(screen.queryByRole('navigation', { name: 'Summary actions' })).toBeNull();
  });

  it('goes back to the configuration with the back link', () => {
    showSummary();
    fireEvent.click(screen.getByRole('button', { name: '← Back to the configuration' }));
    expect($showConfigurationSummary.value).toBe(false);
  });
});

describe('summary after a dealer enquiry', () => {
  it('shows the 3D-style summary: check, title, description, PDF, share, save and new configuration', () => {
    $dealerInquirySent.value = true;
    const { memory } = showSummary();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your enquiry');
    expect(screen.getByText(/sent to the dealer/)).toBeTruthy();
    expect(screen.queryByLabelText('Key figures')).toBeNull();
    for (const name of ['Download PDF', 'Share', 'Save configuration']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'New configuration' }));
    expect(memory.history?.at(-1)).toBe('/main?culture=en-GB');
    expect($configuration.value).toBeNull();
    expect($dealerInquirySent.value).toBe(false);
  });
});
