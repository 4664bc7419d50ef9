/**
 * Form validation by rule name. Dialog forms are described as data (see dialogForms.ts) and the names
 * are resolved here, so the client's dialogs and the bff's request checks apply the same rules.
 */

export const VALIDATOR_NAMES = ['notEmpty', 'email'] as const;
export type ValidatorName = (typeof VALIDATOR_NAMES)[number];

/**
 * The WHATWG pattern browsers use for <input type="email">, so the client's native check and this one
 * never disagree. It accepts dotless domains ('a@localhost') as browsers do, and rejects a lone '@'.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Form values may be missing before the user types; they validate as the empty string. */
export type ControlValue = string | null | undefined;

/** Both rules look at the trimmed value: a pasted address with a trailing space is still an address. */
function passes(rule: ValidatorName, value: string): boolean {
  switch (rule) {
    case 'notEmpty':
      return value.length > 0;
    case 'email':
      return EMAIL_PATTERN.test(value);
    default: {
      const unhandled: never = rule;
      throw new Error(`Unknown form validator: '${String(unhandled)}'`);
    }
  }
}

export function isValidatorName(name: string): name is ValidatorName {
  return (VALIDATOR_NAMES as readonly string[]).includes(name);
}

/** A misspelt rule name is a programming error; failing loudly beats a form that is always valid. */
function assertValidatorNames(ruleNames: readonly string[]): asserts ruleNames is readonly ValidatorName[] {
  for (const name of ruleNames) {
    if (!isValidatorName(name)) throw new Error(`Unknown form validator: '${name}'`);
  }
}

export interface ControlValidation {
  valid: boolean;
  /** In the order the rules were given, so the first entry picks the message to show. */
  failedRules: ValidatorName[];
}

export function validateControl(value: ControlValue, ruleNames: readonly string[]): ControlValidation {
  assertValidatorNames(ruleNames);
  const trimmed = (value ?? '').trim();
  const failedRules = ruleNames.filter((rule) => !passes(rule, trimmed));
  return { valid: failedRules.length === 0, failedRules };
}

export interface FormControlState {
  value: ControlValue;
  required: boolean;
  rules: readonly string[];
}

/**
 * A required control must pass all its rules. An optional control that was left empty is fine; one
 * with a value must pass its rules (an optional e-mail still has to be an e-mail).
 */
export function isControlValid(control: FormControlState): boolean {
  const result = validateControl(control.value, control.rules);
  if (result.valid || control.required) return result.valid;
  return (control.value ?? '').trim() === '';
}

/**
 * Valid when every required control passes all its rules (the spec's definition); optional controls
 * show their own errors but never block the form. Rule names of every control are still checked, so a
 * typo in an optional control's rules is caught too.
 */
export function isFormValid(
  controls: readonly FormControlState[] | Readonly<Record<string, FormControlState>>,
): boolean {
  const all = Object.values(controls);
  for (const control of all) assertValidatorNames(control.rules);
  return all.every((control) => !control.required || isControlValid(control));
}
