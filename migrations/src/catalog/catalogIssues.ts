import type { z } from 'zod';

/** One problem in a catalog file, located by its JSON path (e.g. `vehicles[3].rules[5].parts[1]`). */
export interface CatalogIssue {
  path: string;
  message: string;
}

export function formatJsonPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out || '$';
}

export function issuesFromZod(error: z.ZodError): CatalogIssue[] {
  return error.issues.map((issue) => ({ path: formatJsonPath(issue.path), message: issue.message }));
}

export class CatalogImportError extends Error {
  constructor(readonly issues: readonly CatalogIssue[]) {
    super(
      `The catalog has ${issues.length} error(s):\n${issues
        .slice(0, 50)
        .map((i) => `  ${i.path}: ${i.message}`)
        .join('\n')}${issues.length > 50 ? `\n  ... and ${issues.length - 50} more` : ''}`,
    );
    this.name = 'CatalogImportError';
  }
}
