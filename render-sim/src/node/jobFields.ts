/**
 * Reading a JSON body field by field. Every failure is a JobFieldError whose message names the
 * field by its path (`spec.parts[2].name`), so the caller can answer 400 with it.
 */
export class JobFieldError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field} ${problem}`);
    this.name = 'JobFieldError';
  }
}

export type Fields = Record<string, unknown>;

const describe = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

/** A field that is not there at all is named as missing rather than as of the wrong type. */
function present(value: unknown, path: string): void {
  if (value === undefined) throw new JobFieldError(path, 'is missing');
}

export function objectAt(value: unknown, path: string): Fields {
  present(value, path);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new JobFieldError(path, `must be an object, not ${describe(value)}`);
  }
  return value as Fields;
}

export function arrayAt(value: unknown, path: string, maxLength: number): unknown[] {
  present(value, path);
  if (!Array.isArray(value)) throw new JobFieldError(path, `must be an array, not ${describe(value)}`);
  if (value.length > maxLength) throw new JobFieldError(path, `must have at most ${maxLength} items`);
  return value;
}

export function stringAt(value: unknown, path: string, maxLength: number, allowEmpty = false): string {
  present(value, path);
  if (typeof value !== 'string') throw new JobFieldError(path, `must be a string, not ${describe(value)}`);
  if (!allowEmpty && value.trim() === '') throw new JobFieldError(path, 'must not be empty');
  if (value.length > maxLength) throw new JobFieldError(path, `must be at most ${maxLength} characters`);
  return value;
}

export function oneOfAt<T extends string>(value: unknown, path: string, choices: readonly T[]): T {
  present(value, path);
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new JobFieldError(path, `must be one of ${choices.join(', ')}`);
  }
  return value as T;
}

export function integerAt(value: unknown, path: string, min: number, max: number): number {
  present(value, path);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new JobFieldError(path, `must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export function numberAt(value: unknown, path: string, min: number, max: number): number {
  present(value, path);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new JobFieldError(path, `must be a number from ${min} to ${max}`);
  }
  return value;
}

export function booleanAt(value: unknown, path: string): boolean {
  present(value, path);
  if (typeof value !== 'boolean') throw new JobFieldError(path, 'must be true or false');
  return value;
}

export function hexColorAt(value: unknown, path: string): string {
  present(value, path);
  if (typeof value !== 'string' || !/^[0-9A-Fa-f]{6}$/.test(value)) {
    throw new JobFieldError(path, 'must be six hex digits without #');
  }
  return value;
}

/** Null when the field is absent or null; else what `read` makes of it. */
export function optionalAt<T>(value: unknown, read: (value: unknown) => T): T | null {
  return value === undefined || value === null ? null : read(value);
}
