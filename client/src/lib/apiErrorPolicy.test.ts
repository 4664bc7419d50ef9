import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadLanguage } from '../i18n/i18n.js';
import { setEntryPointUrl } from '../stores/configurationStore.js';
import { httpError, networkError } from '../testing/trpcErrors.js';
import { handleApiError } from './apiErrorPolicy.js';
import { classifyApiError } from './httpErrors.js';

await loadLanguage('de');

function effects() {
  return { toast: vi.fn(), leaveTo: vi.fn(), log: vi.fn() };
}

describe('API error policy', () => {
  const i18n = createI18n('KTM', 'en');

  it('classifies the failures', () => {
    expect(classifyApiError(networkError())).toEqual({ kind: 'network' });
    expect(classifyApiError(httpError(403))).toEqual({ kind: 'unauthorized', status: 403 });
    expect(classifyApiError(httpError(404, 'gone'))).toEqual({ kind: 'http', status: 404, message: 'gone' });
    expect(classifyApiError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it('shows the network text when no answer came', () => {
    const e = effects();
    handleApiError(networkError(), i18n, e);
    expect(e.toast).toHaveBeenCalledWith('Internet connection failed, please retry');
    expect(e.leaveTo).not.toHaveBeenCalled();
  });

  it('shows the network text in the visitor language', () => {
    const e = effects();
    handleApiError(networkError(), createI18n('KTM', 'de'), e);
    expect(e.toast).toHaveBeenCalledWith('Die Internetverbindung ist fehlgeschlagen, bitte erneut versuchen');
  });

  it.each([401, 403])('sends the whole browser to the entry point on %i', (status) => {
    setEntryPointUrl('https://dealer.example/start?x=1');
    const e = effects();
    handleApiError(httpError(status), i18n, e);
    expect(e.leaveTo).toHaveBeenCalledWith('https://dealer.example/start?x=1');
    expect(e.toast).not.toHaveBeenCalled();
  });

  it.each([400, 404, 409, 500])('logs HTTP %i without telling the visitor', (status) => {
    const e = effects();
    handleApiError(httpError(status), i18n, e);
    expect(e.log).toHaveBeenCalledOnce();
    expect(e.toast).not.toHaveBeenCalled();
    expect(e.leaveTo).not.toHaveBeenCalled();
  });
});
