/**
 * Query parameters that name what one page shows (the open configuration, its summary, the
 * perspective of /preview): they must not follow the visitor to the next page.
 */
const ONE_TIME = ['configurationId', 'view', 'perspective'];

/** The current query to carry along an in-app link ('?culture=de-AT&…' or ''). */
export function carriedSearch(search: string, drop: readonly string[] = ONE_TIME): string {
  const params = new URLSearchParams(search);
  for (const name of drop) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query with some parameters set (null removes one). */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
