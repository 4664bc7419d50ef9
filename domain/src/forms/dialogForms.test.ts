import { describe, expect, it } from 'vitest';
import {
  controlErrorKey,
  DEFAULT_CUSTOMER_EMAIL,
  EXPORT_CONFIGURATION_FORM,
  formControls,
  INVALID_EMAIL_ERROR_KEY,
  isDialogFormValid,
  REQUIRED_ERROR_KEY,
  SAVE_CONFIGURATION_FORM,
  type SaveDialogValues,
  SEND_BY_MAIL_FORM,
  type SendState,
  saveAsNewEnabled,
  saveDialogButtons,
} from './dialogForms.js';
import { validateControl } from './validators.js';

const details = (overrides: Partial<SaveDialogValues> = {}): SaveDialogValues => ({
  Vin: 'VBKJGJ409PC123456',
  OrderNumber: 'ORD-1',
  Firstname: 'Anna',
  Lastname: 'Huber',
  Comment: '',
  ...overrides,
});

describe('save configuration form', () => {
  it.each([
    [{ Firstname: 'Anna', Lastname: 'Huber' }, true],
    [{ Firstname: 'Anna', Lastname: 'Huber', Vin: '', OrderNumber: null, Comment: undefined }, true],
    [{ Firstname: ' ', Lastname: 'Huber' }, false],
    [{ Firstname: 'Anna' }, false],
    [{}, false],
  ])('%j -> %s', (values, expected) => {
    expect(isDialogFormValid(SAVE_CONFIGURATION_FORM, values)).toBe(expected);
  });

  it('marks only first and last name as required', () => {
    const required = Object.entries(SAVE_CONFIGURATION_FORM)
      .filter(([, control]) => control.required)
      .map(([field]) => field);
    expect(required).toEqual(['Firstname', 'Lastname']);
  });
});

describe('export configuration form', () => {
  it.each([
    [{ Firstname: 'Anna', Lastname: 'Huber' }, true],
    [{ Firstname: 'Anna', Lastname: 'Huber', Email: 'invalid' }, true],
    [{ Firstname: 'Anna', Lastname: 'Huber', Email: 'anna@example.com' }, true],
    [{ Firstname: 'Anna', Lastname: '', Email: 'anna@example.com' }, false],
  ])('%j -> %s', (values, expected) => {
    expect(isDialogFormValid(EXPORT_CONFIGURATION_FORM, values)).toBe(expected);
  });
});

describe('send by mail form', () => {
  it.each([
    [{ Email: 'anna@example.com' }, true],
    [{ Email: DEFAULT_CUSTOMER_EMAIL }, false],
    [{ Email: '' }, false],
    [{}, false],
  ])('%j -> %s', (values, expected) => {
    expect(isDialogFormValid(SEND_BY_MAIL_FORM, values)).toBe(expected);
  });

  it('starts from a lone at-sign that the e-mail rule rejects', () => {
    expect(DEFAULT_CUSTOMER_EMAIL).toBe('@');
    expect(validateControl(DEFAULT_CUSTOMER_EMAIL, ['email']).valid).toBe(false);
  });
});

describe('formControls', () => {
  it('pairs each field of the rules with its value and drops unknown values', () => {
    const values = { Email: 'a@b.c', Extra: 'ignored' } as Record<string, string>;
    expect(formControls(SEND_BY_MAIL_FORM, values)).toEqual({
      Email: {
        value: 'a@b.c',
        required: true,
        rules: ['notEmpty', 'email'],
        errorKey: INVALID_EMAIL_ERROR_KEY,
      },
    });
  });
});

describe('controlErrorKey', () => {
  it.each([
    [SAVE_CONFIGURATION_FORM.Firstname, '', false, undefined],
    [SAVE_CONFIGURATION_FORM.Firstname, '', true, REQUIRED_ERROR_KEY],
    [SAVE_CONFIGURATION_FORM.Firstname, 'Anna', true, undefined],
    [SAVE_CONFIGURATION_FORM.Vin, '', true, undefined],
    [EXPORT_CONFIGURATION_FORM.Email, '', true, undefined],
    [EXPORT_CONFIGURATION_FORM.Email, 'anna', true, INVALID_EMAIL_ERROR_KEY],
    [SEND_BY_MAIL_FORM.Email, '@', true, INVALID_EMAIL_ERROR_KEY],
    [SEND_BY_MAIL_FORM.Email, '@', false, undefined],
  ])('%j with %j touched %s -> %s', (control, value, touched, expected) => {
    expect(controlErrorKey(control, value, touched)).toBe(expected);
  });
});

describe('saveAsNewEnabled', () => {
  it('is disabled when nothing changed', () => {
    expect(saveAsNewEnabled(details(), details())).toBe(false);
  });

  it.each(['Vin', 'OrderNumber', 'Firstname', 'Lastname', 'Comment'] as const)(
    'is enabled when %s changed',
    (field) => {
      expect(saveAsNewEnabled(details(), details({ [field]: 'changed' }))).toBe(true);
    },
  );

  it('ignores surrounding spaces and treats missing as empty', () => {
    expect(saveAsNewEnabled(details({ Comment: null }), details({ Firstname: ' Anna ', Comment: '' }))).toBe(
      false,
    );
  });

  it('treats no stored details as all empty', () => {
    const empty = { Vin: '', OrderNumber: '', Firstname: '', Lastname: '', Comment: '' };
    expect(saveAsNewEnabled(undefined, empty)).toBe(false);
    expect(saveAsNewEnabled(null, details())).toBe(true);
  });
});

describe('saveDialogButtons', () => {
  it.each([
    ['none', false, true, true, true, false],
    ['error', false, true, true, true, true],
    ['sending', false, false, true, false, false],
    ['success', false, false, true, false, false],
    ['none', true, true, false, false, false],
  ] as const)(
    'state %s, just created %s -> save %s, as-new visible %s, as-new enabled %s, retry %s',
    (sendState: SendState, wasRecentlyCreated, saveEnabled, saveAsNewVisible, asNewEnabled, showRetry) => {
      expect(
        saveDialogButtons({
          stored: details(),
          current: details({ Comment: 'new' }),
          wasRecentlyCreated,
          sendState,
        }),
      ).toEqual({ saveEnabled, saveAsNewVisible, saveAsNewEnabled: asNewEnabled, showRetry });
    },
  );

  it('keeps save-as-new disabled when nothing differs', () => {
    expect(
      saveDialogButtons({
        stored: details(),
        current: details(),
        wasRecentlyCreated: false,
        sendState: 'none',
      }).saveAsNewEnabled,
    ).toBe(false);
  });
});
