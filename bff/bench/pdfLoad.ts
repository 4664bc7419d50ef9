/**
 * PDF requests of the bench server shared by the PDF benchmark (bench/pdfBench.ts) and the
 * quality harness (tests/harness/sections/pdfmemory.ts): configurations to print, PDFs never asked
 * for before (a configuration and a culture), and one request's figures.
 */
import { call } from './benchProcess.js';
import { API, DEFAULT_MODEL } from './loadFigures.js';

/** The budget of the whole process tree (Node and every Chromium) under 50 concurrent PDFs: RSS, MB. */
export const PDF_TREE_RSS_TARGET_MB = 1500;

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it'];
const COUNTRIES = 'AT DE CH GB US FR ES IT BE NL SE PL CZ IE PT DK'.split(' ');
/** 80 cultures: with 8 configurations, 640 different PDFs before one repeats (each one printed). */
const CULTURES = LANGUAGES.flatMap((language) => COUNTRIES.map((country) => `${language}-${country}`));

export interface PdfAnswer {
  ms: number;
  cache: string;
  bytes: number;
}

export async function getPdf(base: string, id: string, culture: string): Promise<PdfAnswer> {
  const started = performance.now();
  const response = await fetch(`${base}${API}/configuration/${id}/pdf?c=${culture}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`PDF ${id} ${culture}: ${response.status} ${body.toString()}`);
  return {
    ms: performance.now() - started,
    cache: response.headers.get('x-pdf-cache') ?? '',
    bytes: body.length,
  };
}

/** Configurations with 0, 1, 2 ... parts that need no confirmation. */
export async function pdfConfigurations(base: string, count = 8, model = DEFAULT_MODEL): Promise<string[]> {
  const overview = await call(base, 'GET', `${API}/vehicles/${model}`);
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = (await call(base, 'POST', `${API}/configuration/create`, { ModelId: model })).ConfigurationId;
    let added = 0;
    for (const part of overview.Parts as { PartId: number; IsColorPart: boolean }[]) {
      if (added >= n) break;
      if (part.IsColorPart) continue;
      const body = { PartId: part.PartId, DryRun: true };
      const answer = await call(base, 'POST', `${API}/configuration/${id}/add-part`, body);
      if (answer.RulesResult !== null || answer.RemovedPartIds.length > 0) continue;
      await call(base, 'POST', `${API}/configuration/${id}/add-part`, { PartId: part.PartId });
      added++;
    }
    ids.push(id);
  }
  return ids;
}

/**
 * PDFs not asked for before, in turn: configuration i % n in culture i / n, so that each is
 * printed rather than answered from the cache.
 */
export function freshPdfs(ids: readonly string[]): () => { id: string; culture: string } {
  let next = 0;
  return () => {
    const i = next++;
    return {
      id: ids[i % ids.length] as string,
      culture: CULTURES[Math.floor(i / ids.length) % CULTURES.length] as string,
    };
  };
}

/** `count` PDFs never printed before, all at once: how many a second, and each answer. */
export async function concurrentPdfs(
  base: string,
  next: () => { id: string; culture: string },
  count: number,
): Promise<{ answers: PdfAnswer[]; pdfsPerSec: number }> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, () => {
      const { id, culture } = next();
      return getPdf(base, id, culture);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { answers, pdfsPerSec: Math.round((count / seconds) * 10) / 10 };
}
