import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { catalogImports } from '../db/schema/catalog.js';
import { type Catalog, catalogSchema } from './catalogFormat.js';
import { CatalogImportError, type CatalogIssue, issuesFromZod } from './catalogIssues.js';
import { validateCatalog } from './validateCatalog.js';
import { writeCatalog } from './writeCatalog.js';

export interface CatalogSummary {
  brands: number;
  vehicles: number;
  parts: number;
  rules: number;
  dealers: number;
}

/** Parses and checks a catalog; throws CatalogImportError listing every problem with its JSON path. */
export function parseCatalog(input: unknown): Catalog {
  const parsed = catalogSchema.safeParse(input);
  if (!parsed.success) throw new CatalogImportError(issuesFromZod(parsed.error));
  const issues = validateCatalog(parsed.data);
  if (issues.length > 0) throw new CatalogImportError(issues);
  return parsed.data;
}

/** Parses JSON text, reporting a syntax error as an issue at the root. */
export function parseCatalogText(text: string): Catalog {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const issue: CatalogIssue = { path: '$', message: `not valid JSON: ${(error as Error).message}` };
    throw new CatalogImportError([issue]);
  }
  return parseCatalog(json);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Replaces the catalog with the given file's content in one transaction: a file with any error
 * changes nothing.
 */
export async function importCatalogText(db: Database, text: string, source: string): Promise<CatalogSummary> {
  const catalog = parseCatalogText(text);
  await db.transaction(async (tx) => {
    await writeCatalog(tx, catalog, { source, sha256: sha256(text) });
  });
  return summarize(catalog);
}

export async function currentCatalogOrigin(db: Database): Promise<{ source: string; sha256: string } | null> {
  const rows = await db
    .select({ source: catalogImports.source, sha256: catalogImports.sha256 })
    .from(catalogImports)
    .where(eq(catalogImports.id, 1));
  return rows[0] ?? null;
}

export function summarize(catalog: Catalog): CatalogSummary {
  return {
    brands: catalog.brands.length,
    vehicles: catalog.vehicles.length,
    parts: catalog.parts.length,
    rules: catalog.vehicles.reduce((n, v) => n + v.rules.length, 0),
    dealers: catalog.dealers.length,
  };
}
