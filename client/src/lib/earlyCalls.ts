/**
 * Calls that the first screen of a page load needs, started as the script starts from what the
 * address already says, so that they do not wait for React to mount, the main wrapper to settle the
 * locale and the screen's chunk to load. The screen's own call takes the one started for the same
 * procedure and input; any other input (the visitor chose otherwise meanwhile) calls anew.
 */

/** An early answer older than this is not taken: the screen asks again. */
const EARLY_CALL_LIFETIME_MS = 30_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/** The same key for the same input, whatever the order of its fields. */
function keyOf(procedure: string, input: Record<string, unknown>): string {
  const fields = Object.keys(input)
    .filter((name) => input[name] !== undefined)
    .sort()
    .map((name) => [name, input[name]]);
  return `${procedure} ${JSON.stringify(fields)}`;
}

/** Starts `call` now, for the screen that will ask for `procedure` with `input`. */
export function startEarly<T>(
  procedure: string,
  input: Record<string, unknown>,
  call: () => Promise<T>,
): void {
  const answer = call();
  // A failure is the screen's to report, once it takes the call.
  answer.catch(() => undefined);
  started.set(keyOf(procedure, input), { answer, at: Date.now() });
}

/** The early call of `procedure` with this input when one was started (once), else `call()`. */
export function takeEarly<T>(
  procedure: string,
  input: Record<string, unknown>,
  call: () => Promise<T>,
): Promise<T> {
  const key = keyOf(procedure, input);
  const early = started.get(key);
  started.delete(key);
  if (early && Date.now() - early.at < EARLY_CALL_LIFETIME_MS) return early.answer as Promise<T>;
  return call();
}

/** Forgets every early call (tests). */
export function clearEarlyCalls(): void {
  started.clear();
}
