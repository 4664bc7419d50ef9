/**
 * PostgreSQL text and jsonb hold neither the NUL character nor UTF-16 surrogates without their
 * pair, and JSON can carry both; such input is refused up front instead of failing on the insert.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

function isPlainContainer(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  // Parsed JSON, or a parsed query string (whose prototype is an empty object without one).
  const prototype = Object.getPrototypeOf(value);
  return (
    Array.isArray(value) ||
    prototype === Object.prototype ||
    prototype === null ||
    Object.getPrototypeOf(prototype) === null
  );
}

/** The path of the first key or text in parsed JSON `value` that the database cannot store, else null. */
export function unstorableTextPath(value: unknown): string[] | null {
  // Iterative: request bodies may nest deeper than the call stack allows.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (unstorable(current)) return path;
    } else if (isPlainContainer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (unstorable(key)) return [...path, key];
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';
