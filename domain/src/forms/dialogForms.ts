import {
  type ControlValue,
  type FormControlState,
  isControlValid,
  isFormValid,
  type ValidatorName,
} from './validators.js';

/** One field of a dialog form: whether it must be filled, its rules, and the i18n key of its error. */
export interface ControlRules {
  required: boolean;
  rules: readonly ValidatorName[];
  errorKey?: string;
}

export type FormRules<F extends string> = Readonly<Record<F, ControlRules>>;

export const REQUIRED_ERROR_KEY = 'errors.required';
export const INVALID_EMAIL_ERROR_KEY = 'errors.invalidEmail';
/** Shown under the save dialog when a touched required field is invalid. */
export const SAVE_CONFIGURATION_ERRORS_KEY = 'errors.saveConfigurationErrorsMsg';

const requiredName: ControlRules = { required: true, rules: ['notEmpty'], errorKey: REQUIRED_ERROR_KEY };
const optionalText: ControlRules = { required: false, rules: [] };

export const SAVE_CONFIGURATION_FORM = {
  Firstname: requiredName,
  Lastname: requiredName,
  Vin: optionalText,
  OrderNumber: optionalText,
  Comment: optionalText,
} as const satisfies FormRules<string>;

export const EXPORT_CONFIGURATION_FORM = {
  Firstname: requiredName,
  Lastname: requiredName,
  Email: { required: false, rules: ['email'], errorKey: INVALID_EMAIL_ERROR_KEY },
} as const satisfies FormRules<string>;

export const SEND_BY_MAIL_FORM = {
  Email: { required: true, rules: ['notEmpty', 'email'], errorKey: INVALID_EMAIL_ERROR_KEY },
} as const satisfies FormRules<string>;

/**
 * The spec's initial customer e-mail. It must fail the e-mail rule, so a dialog opened with the default
 * can never send to '@'.
 */
export const DEFAULT_CUSTOMER_EMAIL = '@';

export type FormValues<F extends string> = Partial<Record<F, ControlValue>>;

export function formControls<F extends string>(
  rules: FormRules<F>,
  values: FormValues<F>,
): Record<F, FormControlState> {
  const fields = Object.keys(rules) as F[];
  return Object.fromEntries(
    fields.map((field) => [field, { value: values[field], ...rules[field] }]),
  ) as Record<F, FormControlState>;
}

export function isDialogFormValid<F extends string>(rules: FormRules<F>, values: FormValues<F>): boolean {
  return isFormValid(formControls(rules, values));
}

/**
 * The error key to show under a field, or undefined. Errors wait until the field is touched so a fresh
 * dialog does not open covered in red.
 */
export function controlErrorKey(
  control: ControlRules,
  value: ControlValue,
  touched: boolean,
): string | undefined {
  if (!touched) return undefined;
  return isControlValid({ value, ...control }) ? undefined : control.errorKey;
}

/** The five save-dialog fields, named as the dialog and the wire (SaveDetails) name them. */
export interface SaveDialogValues {
  Vin: ControlValue;
  OrderNumber: ControlValue;
  Firstname: ControlValue;
  Lastname: ControlValue;
  Comment: ControlValue;
}

const SAVE_DETAIL_FIELDS = [
  'Vin',
  'OrderNumber',
  'Firstname',
  'Lastname',
  'Comment',
] as const satisfies readonly (keyof SaveDialogValues)[];

/**
 * Save-as-new only makes sense for different details. Values are compared trimmed (a stray space is not
 * a new configuration) and a missing value equals the empty string; no stored details count as all empty.
 */
export function saveAsNewEnabled(
  stored: SaveDialogValues | null | undefined,
  current: SaveDialogValues,
): boolean {
  return SAVE_DETAIL_FIELDS.some((field) => (stored?.[field] ?? '').trim() !== (current[field] ?? '').trim());
}

export type SendState = 'none' | 'sending' | 'success' | 'error';

export interface SaveDialogButtons {
  saveEnabled: boolean;
  saveAsNewVisible: boolean;
  saveAsNewEnabled: boolean;
  /** After an error the save button's text becomes retry. */
  showRetry: boolean;
}

/**
 * Button state of the save dialog. Both buttons lock while a request is out or after success, so a
 * double click can never save twice; save-as-new is hidden for a configuration just created because
 * there is no earlier save to keep apart from. Form validity is a separate check (isDialogFormValid).
 */
export function saveDialogButtons(input: {
  stored: SaveDialogValues | null | undefined;
  current: SaveDialogValues;
  wasRecentlyCreated: boolean;
  sendState: SendState;
}): SaveDialogButtons {
  const unlocked = isUnlocked(input.sendState);
  return {
    saveEnabled: unlocked,
    saveAsNewVisible: !input.wasRecentlyCreated,
    saveAsNewEnabled: unlocked && !input.wasRecentlyCreated && saveAsNewEnabled(input.stored, input.current),
    showRetry: input.sendState === 'error',
  };
}

function isUnlocked(sendState: SendState): boolean {
  switch (sendState) {
    case 'none':
    case 'error':
      return true;
    case 'sending':
    case 'success':
      return false;
    default: {
      const unhandled: never = sendState;
      throw new Error(`Unknown send state: ${String(unhandled)}`);
    }
  }
}
