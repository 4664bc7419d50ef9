import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** Where the seed catalog's FinanceServiceUrl points: the simulator is served by this server. */
export const FINANCE_SIMULATOR_PATH = '/finance/simulator.js';

// The same from src/ and dist/: the script is plain JavaScript outside the compiled tree.
const SIMULATOR_FILE = join(dirname(fileURLToPath(import.meta.url)), '../../assets/financeSimulator.js');

export interface FinanceTerms {
  annualRatePercent: number;
  termMonths: number;
}

/**
 * The simulator script with the offer's terms from the server configuration appended, so one file
 * serves every deployment and the terms are read nowhere else.
 */
export async function simulatorScript(terms: FinanceTerms): Promise<string> {
  const source = await readFile(SIMULATOR_FILE, 'utf8');
  return `${source}\nglobalThis.ConfiguratorFinance.configure(${JSON.stringify(terms)});\n`;
}

/**
 * The finance simulator script (plain JavaScript). It is same-origin, so the CSP's script-src
 * 'self' admits it; it is cached briefly because the terms come from the configuration.
 */
export async function financeRoutes(app: FastifyInstance): Promise<void> {
  const script = await simulatorScript({
    annualRatePercent: app.config.FINANCE_ANNUAL_RATE_PERCENT,
    termMonths: app.config.FINANCE_TERM_MONTHS,
  });
  app.get(FINANCE_SIMULATOR_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(script),
  );
}
