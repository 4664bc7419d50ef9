/**
 * Values kept as JSON in the tab's sessionStorage. A full, refused or unreadable storage is logged
 * with the caller's sentence and costs only what was kept.
 */

/** Keeps the value under the key. */
export function keepInSession(key: string, value: unknown, failure: string): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(failure, error);
  }
}

/** The value kept under the key, or null: none kept, unreadable, or not of the shape the guard accepts. */
export function readFromSession<T>(
  key: string,
  isValue: (value: unknown) => value is T,
  failure: string,
): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    const kept: unknown = raw ? JSON.parse(raw) : null;
    return isValue(kept) ? kept : null;
  } catch (error) {
    console.warn(failure, error);
    return null;
  }
}
