import { carriedSearch, withParams } from './carriedSearch.js';

/** How many configurations the compare screen sets side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 3;

/** The ids of `?ids=A,B[,C]`: configuration ids or share codes, the first the reference. */
export function comparedIdsOf(search: string): string[] {
  const value = new URLSearchParams(search).get('ids') ?? '';
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/**
 * The compare screen's address for the ids, carrying the current query (culture, country). In
 * wouter's absolute form ('~/main/compare?…'), so that it leads there from any nested route.
 */
export function compareHref(ids: readonly string[], search: string): string {
  return `~/main/compare${withParams(carriedSearch(search), { ids: ids.join(',') })}`;
}
