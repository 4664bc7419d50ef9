// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.js';
import { handleApiError } from '../../../lib/apiErrorPolicy.js';
import { setApiErrorReporter } from '../../../lib/apiErrorReporter.js';
import { setAuthorizationSource } from '../../../lib/trpcClient.js';
import {
  $configuration,
  $preservableSaveDetails,
  type SaveDetails,
  setEntryPointUrl,
} from '../../../stores/configurationStore.js';
import { openDialog } from '../../../stores/dialogStore.js';
import { $sharedLink } from '../../../stores/outputStore.js';
import { routeFetch } from '../../../testing/fetchRoutes.js';
import { loadedConfigurationFixture } from '../../../testing/loadedConfiguration.js';
import { held, ID, showOutputDialog } from '../testing/outputDialogFixture.js';

const STORED: SaveDetails = {
  Vin: 'VBKV1234567890',
  OrderNumber: 'ORD-7',
  Firstname: 'Anna',
  Lastname: 'Berger',
  Comment: 'Blue',
};
const COPY = 'c0ffee00-0000-4000-8000-0000000000b2';
const SAVE = 'configuration.save';
const LOAD = 'configuration.get';
/** The configuration as the server answers it to this caller: with or without the stored details. */
const loaded = (SaveDetails: SaveDetails | null) => () => ({
  body: { ...loadedConfigurationFixture(ID), SaveDetails },
});

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

beforeEach(() => setAuthorizationSource(() => 'dealer-token'));
afterEach(() => {
  setAuthorizationSource(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('save dialog fields', () => {
  it('is prefilled with the details stored with the configuration', () => {
    showOutputDialog('saveConfiguration', { saveDetails: STORED });
    expect(screen.getByRole('dialog', { name: 'Save configuration' })).toBeTruthy();
    expect(field('VIN').value).toBe('VBKV1234567890');
    expect(field('Order number').value).toBe('ORD-7');
    expect(field('First name').value).toBe('Anna');
    expect(field('Last name').value).toBe('Berger');
    expect(field('Comment').value).toBe('Blue');
  });

  it('says Required under a touched first or last name that is empty or only spaces, and the form message', () => {
    routeFetch({ [LOAD]: loaded(null) });
    showOutputDialog('saveConfiguration');
    expect(screen.queryByText('Required')).toBeNull();
    expect(screen.queryByText('Please, fill in the required fields.')).toBeNull();
    type('First name', '   ');
    fireEvent.blur(field('First name'));
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please, fill in the required fields.')).toBeTruthy();
    // The optional fields never complain.
    fireEvent.blur(field('VIN'));
    fireEvent.blur(field('Comment'));
    expect(screen.getAllByText('Required')).toHaveLength(1);
    type('First name', 'Anna');
    expect(screen.queryByText('Required')).toBeNull();
    expect(screen.queryByText('Please, fill in the required fields.')).toBeNull();
  });

  it('marks every field touched on save and sends nothing while a name is missing', () => {
    const calls = routeFetch({});
    showOutputDialog('saveConfiguration', { wasRecentlyCreated: true });
    type('First name', 'Anna');
    fireEvent.click(button('Save'));
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please, fill in the required fields.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('reads the stored details with the bearer token when the visit has none yet, and fills the blank form', async () => {
    const calls = routeFetch({ [LOAD]: loaded(STORED) });
    showOutputDialog('saveConfiguration');
    expect(await screen.findByDisplayValue('VBKV1234567890')).toBe(field('VIN'));
    expect(field('Last name').value).toBe('Berger');
    expect(button('Save as new').disabled).toBe(true);
    // The screen reads the configuration as well: every read goes with the bearer token.
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call).toMatchObject({
        path: LOAD,
        method: 'GET',
        headers: { authorization: 'Bearer dealer-token' },
      });
    }
    expect($preservableSaveDetails.value).toEqual(STORED);
  });

  it('keeps what the dealer began typing when the stored details arrive later', async () => {
    const pending = held<{ body: unknown }>();
    routeFetch({ [LOAD]: () => pending.answer });
    showOutputDialog('saveConfiguration');
    type('First name', 'Carl');
    await act(async () => pending.release(loaded(STORED)()));
    expect(field('First name').value).toBe('Carl');
    expect(field('VIN').value).toBe('');
    // The stored details are known now: save-as-new compares against them.
    expect(button('Save as new').disabled).toBe(false);
  });
});

describe('save as new', () => {
  it('is enabled only while one of the five values differs from the stored ones', () => {
    showOutputDialog('saveConfiguration', { saveDetails: STORED });
    expect(button('Save as new').disabled).toBe(true);
    for (const [name, value] of [
      ['VIN', 'VBKV0000000000'],
      ['Order number', 'ORD-8'],
      ['First name', 'Anne'],
      ['Last name', 'Bergér'],
      ['Comment', 'Red'],
    ] as const) {
      const before = field(name).value;
      type(name, value);
      expect(button('Save as new').disabled, name).toBe(false);
      type(name, before);
      expect(button('Save as new').disabled, name).toBe(true);
    }
  });

  it('is enabled for any details when none are stored yet', () => {
    routeFetch({ [LOAD]: loaded(null) });
    showOutputDialog('saveConfiguration');
    expect(button('Save as new').disabled).toBe(true);
    type('Comment', 'First visit');
    expect(button('Save as new').disabled).toBe(false);
  });

  it('is hidden for a configuration just created', () => {
    showOutputDialog('saveConfiguration', { saveDetails: STORED, wasRecentlyCreated: true });
    expect(button('Save')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as new' })).toBeNull();
  });
});

describe('saving', () => {
  it('sends the details with the bearer token; sending locks both buttons, success reads Saved and toasts', async () => {
    const pending = held<{ body: unknown }>();
    const calls = routeFetch({ [SAVE]: () => pending.answer });
    showOutputDialog('saveConfiguration', { saveDetails: STORED });
    type('First name', '  Anne ');
    type('VIN', '');
    fireEvent.click(button('Save'));

    const saving = button('Save');
    expect(saving.getAttribute('aria-busy')).toBe('true');
    expect(saving.disabled).toBe(true);
    expect(button('Save as new').disabled).toBe(true);
    const saves = () => calls.filter((call) => call.path === SAVE);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.input).toEqual({
      configurationId: ID,
      c: 'en-GB',
      vin: null,
      orderNumber: 'ORD-7',
      firstname: 'Anne',
      lastname: 'Berger',
      comment: 'Blue',
      saveAsNew: false,
    });
    expect(saves()[0]!.headers).toMatchObject({
      authorization: 'Bearer dealer-token',
      'x-requested-with': 'XMLHttpRequest',
    });

    await act(async () => pending.release({ body: { configurationId: ID } }));
    const confirmation = await screen.findByRole('dialog', { name: 'Configuration saved' });
    expect(screen.getByText('Configuration saved!')).toBeTruthy();
    expect(within(confirmation).getByText('Anne Berger')).toBeTruthy();
    expect(within(confirmation).getByText(ID)).toBeTruthy();
    expect($preservableSaveDetails.value).toEqual({
      Vin: null,
      OrderNumber: 'ORD-7',
      Firstname: 'Anne',
      Lastname: 'Berger',
      Comment: 'Blue',
    });
    expect($configuration.value?.ConfigurationId).toBe(ID);

    // Opened again, the save dialog starts from the details just saved.
    const [, closeButton] = within(confirmation).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButton!);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openDialog({ kind: 'saveConfiguration' }));
    expect(field('First name').value).toBe('Anne');
    expect(button('Save as new').disabled).toBe(true);
  });

  it('continues on the copy that save-as-new answers', async () => {
    const copy = loadedConfigurationFixture(COPY);
    copy.SaveDetails = { ...STORED, Comment: 'Red' };
    const calls = routeFetch({
      [SAVE]: () => ({ body: { configurationId: COPY } }),
      [LOAD]: () => ({ body: copy }),
    });
    showOutputDialog('saveConfiguration', { saveDetails: STORED });
    type('Comment', 'Red');
    fireEvent.click(button('Save as new'));
    const confirmation = await screen.findByRole('dialog', { name: 'Configuration saved' });
    expect(within(confirmation).getByText(COPY)).toBeTruthy();
    expect(within(confirmation).getByText('Anna Berger')).toBeTruthy();
    expect(calls.find((call) => call.path === SAVE)?.input).toMatchObject({
      comment: 'Red',
      saveAsNew: true,
    });
    expect(calls.at(-1)).toMatchObject({ path: LOAD, input: { configurationId: COPY } });
    expect($configuration.value?.ConfigurationId).toBe(COPY);
    expect($preservableSaveDetails.value?.Comment).toBe('Red');
    expect(screen.getByText('Configuration saved!')).toBeTruthy();
  });
});

describe('the confirmation of a save', () => {
  it('goes to the dealer history, keeping the culture', async () => {
    routeFetch({ [SAVE]: () => ({ body: { configurationId: ID } }) });
    const { memory } = showOutputDialog('saveConfiguration', { saveDetails: STORED });
    type('Comment', 'Green');
    fireEvent.click(button('Save'));
    const confirmation = await screen.findByRole('dialog', { name: 'Configuration saved' });
    expect(
      within(confirmation).getByText("The configuration was saved with the customer's details."),
    ).toBeTruthy();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Go to history' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(memory.history?.at(-1)).toBe('/main/history?culture=en-GB');
  });

  it('shows the share link once the saved configuration was shared', async () => {
    routeFetch({ [SAVE]: () => ({ body: { configurationId: ID } }) });
    $sharedLink.value = { configurationId: ID, url: 'https://configurator.example/s/abc123' };
    showOutputDialog('saveConfiguration', { saveDetails: STORED });
    type('Comment', 'Green');
    fireEvent.click(button('Save'));
    const confirmation = await screen.findByRole('dialog', { name: 'Configuration saved' });
    expect(
      within(confirmation)
        .getByRole('link', { name: 'https://configurator.example/s/abc123' })
        .getAttribute('href'),
    ).toBe('https://configurator.example/s/abc123');
  });
});

describe('a save refused for the login or the role', () => {
  const effects = () => ({ toast: vi.fn(), leaveTo: vi.fn(), log: vi.fn() });
  afterEach(() => setApiErrorReporter((error) => console.warn(error)));

  it.each([401, 403])('sends the whole browser to the entry point on %i', async (status) => {
    const policy = effects();
    setApiErrorReporter((error) => handleApiError(error, createI18n('KTM', 'en'), policy));
    setEntryPointUrl('https://dealer.example/start?culture=en-GB');
    routeFetch({ [SAVE]: () => ({ status, body: 'no' }) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showOutputDialog('saveConfiguration', { saveDetails: STORED });
    fireEvent.click(button('Save'));
    await waitFor(() =>
      expect(policy.leaveTo).toHaveBeenCalledWith('https://dealer.example/start?culture=en-GB'),
    );
    expect(policy.leaveTo).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Configuration saved' })).toBeNull();
  });

  it('leaves other failures to the dialog: logged, not leaving', async () => {
    const policy = effects();
    setApiErrorReporter((error) => handleApiError(error, createI18n('KTM', 'en'), policy));
    routeFetch({ [SAVE]: () => ({ status: 409, body: 'changed meanwhile' }) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showOutputDialog('saveConfiguration', { saveDetails: STORED });
    fireEvent.click(button('Save'));
    expect(await screen.findByRole('dialog', { name: 'Saving failed.' })).toBeTruthy();
    expect(policy.log).toHaveBeenCalledWith('HTTP 409: changed meanwhile');
    expect(policy.leaveTo).not.toHaveBeenCalled();
  });
});

describe('a failed save', () => {
  const failedText = "Unfortunately, your configuration couldn't be saved. Please try again later.";

  it("titles the dialog 'Saving failed.', shows the server's Message and offers a retry that can succeed", async () => {
    let status = 409;
    const calls = routeFetch({
      [SAVE]: () =>
        status === 409
          ? { status, body: 'The configuration changed meanwhile; save again.' }
          : { body: { configurationId: ID } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showOutputDialog('saveConfiguration', { saveDetails: STORED });
    fireEvent.click(button('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'Saving failed.' });
    expect(within(dialog).getByText(failedText)).toBeTruthy();
    expect(within(dialog).getByText('The configuration changed meanwhile; save again.')).toBeTruthy();
    expect(within(dialog).queryByText('Internet connection failed, please retry')).toBeNull();
    const retry = button('Retry');
    expect(retry.disabled).toBe(false);
    // Save-as-new stays as it was: the details are unchanged.
    expect(button('Save as new').disabled).toBe(true);

    status = 200;
    fireEvent.click(retry);
    expect(await screen.findByRole('dialog', { name: 'Configuration saved' })).toBeTruthy();
    expect(screen.queryByText(failedText)).toBeNull();
    expect(calls.filter((call) => call.path === SAVE)).toHaveLength(2);
  });

  it('shows only the failure text when the server gives no Message', async () => {
    routeFetch({ [SAVE]: () => ({ status: 500, body: '' }) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showOutputDialog('saveConfiguration', { saveDetails: STORED });
    fireEvent.click(button('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'Saving failed.' });
    const alert = within(dialog).getByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([failedText]);
    expect(button('Retry')).toBeTruthy();
  });

  it('shows the network text when no answer comes', async () => {
    routeFetch({
      [SAVE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showOutputDialog('saveConfiguration', { saveDetails: STORED });
    fireEvent.click(button('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'Saving failed.' });
    expect(within(dialog).getByText(failedText)).toBeTruthy();
    expect(within(dialog).getByText('Internet connection failed, please retry')).toBeTruthy();
    expect($preservableSaveDetails.value).toEqual(STORED);
  });
});
