/**
 * Markup stored in catalog texts (a model's name, changed in the scratch database before the app
 * reads its catalog) and in customer fields (the saved names and comment, the export's customer
 * name) comes out inert: the PDF prints it as text (poppler reads the `<script>` back), and the
 * mail's HTML carries it escaped, never as a live tag or attribute.
 */
import { pdfText } from '@configurator/bff/testing/pdfReader';
import { type TestApp, XHR } from '@configurator/bff/testing/testApp';
import { vehicles } from '@configurator/migrations/db/schema/catalog';
import { eq, sql } from 'drizzle-orm';

const API = '/api/posconfigurator';

/** Payloads short enough for the name fields (100 characters). */
export const PAYLOADS = {
  script: '<script>window.__xss=1</script>',
  image: '<img src=x onerror="window.__xss=1">',
  attribute: '"><svg onload=window.__xss=1>',
};

/** The payload's live forms in HTML: a tag that would run. */
const LIVE = [/<script>window\.__xss/i, /<img src=x onerror/i, /<svg onload/i];

/**
 * Appends the script payload to a KTM model's name in the catalog, before the app has read it
 * (it keeps its catalog in memory), and answers that model.
 */
export async function storeMarkupInCatalog(t: TestApp): Promise<string> {
  const [model] = await t.database.db
    .select({ modelId: vehicles.modelId })
    .from(vehicles)
    .where(eq(vehicles.brand, 'KTM'))
    .orderBy(vehicles.modelId)
    .limit(1);
  if (!model) throw new Error('the seeded catalog has no KTM model');
  await t.database.db
    .update(vehicles)
    .set({ name: sql`${vehicles.name} || ${` ${PAYLOADS.script}`}` })
    .where(eq(vehicles.modelId, model.modelId));
  return model.modelId;
}

export interface MarkupResult {
  checked: number;
  /** Where a payload came out live (or went missing from the PDF, which means it was parsed). */
  live: string[];
}

async function call(base: string, token: string, method: string, path: string, body?: object) {
  const response = await fetch(`${base}${API}${path}`, {
    method,
    headers: { ...XHR, 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function probeStoredMarkup(
  t: TestApp,
  base: string,
  token: string,
  modelId: string,
): Promise<MarkupResult> {
  const result: MarkupResult = { checked: 0, live: [] };
  const created = await call(base, token, 'POST', '/configuration/create', { ModelId: modelId });
  const id = ((await created.json()) as { ConfigurationId: string }).ConfigurationId;
  await call(base, token, 'POST', `/configuration/${id}/save-configuration`, {
    Firstname: PAYLOADS.script,
    Lastname: PAYLOADS.image,
    Comment: PAYLOADS.attribute,
  });

  const pdf = Buffer.from(await (await call(base, token, 'GET', `/configuration/${id}/pdf`)).arrayBuffer());
  const text = await pdfText(pdf);
  result.checked++;
  if (!text.includes(PAYLOADS.script))
    result.live.push(`PDF: the saved first name is not printed as text (${text.slice(0, 120)})`);

  const to = `markup-${id.slice(0, 8)}@example.com`;
  await call(base, token, 'POST', `/configuration/${id}/send-export`, {
    Email: to,
    Firstname: PAYLOADS.script,
    Lastname: PAYLOADS.attribute,
  });
  const deadline = Date.now() + 60_000;
  let mail: { id: string } | undefined;
  while (!mail && Date.now() < deadline) {
    const listed = (await t.app.inject({ url: '/dev/mailbox/messages' })).json() as {
      Messages: { id: string; to: string[] }[];
    };
    mail = listed.Messages.find((m) => m.to.includes(to));
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  result.checked++;
  if (!mail) {
    result.live.push('mail: the export mail was not delivered within 60 s');
    return result;
  }
  const html = (await t.app.inject({ url: `/dev/mailbox/${mail.id}` })).body;
  for (const live of LIVE) if (live.test(html)) result.live.push(`mail: ${live.source} is live in the HTML`);
  if (!html.includes('&lt;script&gt;'))
    result.live.push('mail: the customer name is not in the HTML escaped');
  return result;
}
