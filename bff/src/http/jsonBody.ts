import { ApiError } from './apiError.js';

/**
 * Keys that would reach an object's prototype once a body is merged or copied into another
 * object: `__proto__` anywhere, and `prototype` inside a `constructor` object.
 */
function forbiddenKeyPath(value: unknown, path: string[] = []): string[] | null {
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key === '__proto__') return [...path, key];
    if (
      key === 'constructor' &&
      child !== null &&
      typeof child === 'object' &&
      Object.hasOwn(child, 'prototype')
    ) {
      return [...path, key, 'prototype'];
    }
    const found = forbiddenKeyPath(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * A JSON request body: no body at all (an empty text, as a DELETE sends with the content type
 * still set) is the absence of a body, which the route's schema accepts or refuses; bad JSON and
 * keys that could change objects' prototypes are refused with 400, saying what is wrong and where.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, `body: not valid JSON (${(error as Error).message}).`, { Field: 'body' });
  }
  // Without an escape in the text, a key is spelt as it reads: no such word, no such key.
  if (!text.includes('\\') && !text.includes('__proto__') && !text.includes('prototype')) return parsed;
  const path = forbiddenKeyPath(parsed);
  if (path) {
    const key = path.at(-1) === 'prototype' ? 'constructor.prototype' : '__proto__';
    throw new ApiError(
      400,
      `body.${path.join('.')}: the key "${key}" is not allowed (it could change how objects behave); rename or remove it.`,
      { Field: path.join('.') },
    );
  }
  return parsed;
}
