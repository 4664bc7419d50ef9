import { describe, expect, it } from 'vitest';
import {
  type FormControlState,
  isControlValid,
  isFormValid,
  isValidatorName,
  validateControl,
} from './validators.js';

describe('validateControl: notEmpty', () => {
  it.each([
    ['Anna', true],
    ['  Anna  ', true],
    ['a', true],
    ['', false],
    ['   ', false],
    ['\t\n', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, valid) => {
    expect(validateControl(value, ['notEmpty'])).toEqual({ valid, failedRules: valid ? [] : ['notEmpty'] });
  });
});

describe('validateControl: email', () => {
  it.each([
    ['anna@example.com', true],
    ['anna.maria+ktm@mail.example.co.at', true],
    ['first_last@sub-domain.example', true],
    ['anna@localhost', true],
    [' anna@example.com ', true],
    ['@', false],
    ['', false],
    ['anna', false],
    ['anna@', false],
    ['@example.com', false],
    ['anna@@example.com', false],
    ['anna @example.com', false],
    ['anna@-example.com', false],
    ['anna@example..com', false],
    ['anna@exa_mple.com', false],
  ])('%j -> %s', (value, valid) => {
    expect(validateControl(value, ['email']).valid).toBe(valid);
  });
});

describe('validateControl', () => {
  it('lists every failed rule in the given order', () => {
    expect(validateControl('  ', ['notEmpty', 'email'])).toEqual({
      valid: false,
      failedRules: ['notEmpty', 'email'],
    });
    expect(validateControl('@', ['notEmpty', 'email'])).toEqual({ valid: false, failedRules: ['email'] });
  });

  it('passes anything when there are no rules', () => {
    expect(validateControl('', [])).toEqual({ valid: true, failedRules: [] });
  });

  it('throws an error naming an unknown validator', () => {
    expect(() => validateControl('x', ['notEmpty', 'required'])).toThrow(
      "Unknown form validator: 'required'",
    );
  });

  it('throws for an unknown validator even when the value is empty', () => {
    expect(() => validateControl('', ['Email'])).toThrow("Unknown form validator: 'Email'");
  });
});

describe('isValidatorName', () => {
  it.each([
    ['notEmpty', true],
    ['email', true],
    ['NotEmpty', false],
    ['', false],
  ])('%j -> %s', (name, expected) => {
    expect(isValidatorName(name)).toBe(expected);
  });
});

describe('isControlValid', () => {
  it.each([
    [{ value: 'Anna', required: true, rules: ['notEmpty'] }, true],
    [{ value: ' ', required: true, rules: ['notEmpty'] }, false],
    [{ value: '', required: false, rules: ['email'] }, true],
    [{ value: '   ', required: false, rules: ['email'] }, true],
    [{ value: 'nope', required: false, rules: ['email'] }, false],
    [{ value: '', required: true, rules: [] }, true],
  ] satisfies [FormControlState, boolean][])('%j -> %s', (control, expected) => {
    expect(isControlValid(control)).toBe(expected);
  });
});

describe('isFormValid', () => {
  const firstname = (value: string): FormControlState => ({ value, required: true, rules: ['notEmpty'] });

  it('is valid when every required control passes', () => {
    expect(isFormValid({ Firstname: firstname('Anna'), Lastname: firstname('Huber') })).toBe(true);
  });

  it('is invalid when one required control fails', () => {
    expect(isFormValid({ Firstname: firstname('Anna'), Lastname: firstname(' ') })).toBe(false);
  });

  it('ignores an invalid optional control', () => {
    expect(
      isFormValid([firstname('Anna'), { value: 'not-an-address', required: false, rules: ['email'] }]),
    ).toBe(true);
  });

  it('is valid with no controls', () => {
    expect(isFormValid([])).toBe(true);
    expect(isFormValid({})).toBe(true);
  });

  it('throws for an unknown validator in an optional control', () => {
    expect(() => isFormValid([firstname('Anna'), { value: '', required: false, rules: ['phone'] }])).toThrow(
      "Unknown form validator: 'phone'",
    );
  });
});
