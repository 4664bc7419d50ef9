/**
 * Markup stored in catalog texts (a 2D model's name, hero texts and test-ride link, its segment,
 * setups, parts and their categories, changed in the scratch database before the app reads its
 * catalog) and in customer fields (the saved names and comment, the export's and the enquiry's
 * customer names) comes out inert: the PDF prints it as text (poppler reads the `<script>` back),
 * and the mails' HTML carries it escaped, never as a live tag or attribute.
 */
import { pdfText } from '@configurator/bff/testing/pdfReader';
import { type TestApp, XHR } from '@configurator/bff/testing/testApp';
import {
  dealers,
  partCategories,
  parts,
  segments,
  setups,
  vehicleParts,
  vehicles,
} from '@configurator/migrations/db/schema/catalog';
import { and, eq, inArray, sql } from 'drizzle-orm';

const API = '/api/posconfigurator';

/** Payloads short enough for the name fields (100 characters); each tries to run script. */
export const PAYLOADS = {
  script: '<script>window.__xss=1</script>',
  image: '<img src=x onerror="window.__xss=1">',
  attribute: '"><svg onload=window.__xss=1>',
  single: "' onmouseover='window.__xss=1' x='",
  link: '<a id=xss-link href="javascript:window.__xss=1">link</a>',
  details: '<details id=xss-details open ontoggle=window.__xss=1>',
};
const KINDS = Object.values(PAYLOADS);

/** The payload's live forms in HTML: a tag that would run. */
const LIVE = [/<script>window\.__xss/i, /<img src=x onerror/i, /<svg onload/i, /<details[^>]*ontoggle/i];

/** The text with a payload appended, the kind chosen by a running number. */
const marked = (text: string, n: number) => `${text} ${KINDS[n % KINDS.length]}`;
const localized = (column: unknown, n: number) =>
  sql`jsonb_set(${column}, '{en}', to_jsonb((${column}->>'en') || ${` ${KINDS[n % KINDS.length]}`}))`;

/**
 * Stores payloads in the catalog texts of a 2D KTM model that offers the send-to-dealer button,
 * before the app has read its catalog (it keeps it in memory): the model's name, hero title, intro
 * and description, a `javascript:` test-ride link, its segment, setups, parts (names and
 * descriptions) and every category's name (English texts). Answers that model.
 */
export async function storeMarkupInCatalog(t: TestApp): Promise<string> {
  const db = t.database.db;
  const [model] = await db
    .select({ modelId: vehicles.modelId, segment: vehicles.segment, hero: vehicles.hero })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.brand, 'KTM'),
        eq(vehicles.renderingEngine, 'Engine2D'),
        eq(vehicles.showOfferButton, true),
      ),
    )
    .orderBy(vehicles.modelId)
    .limit(1);
  if (!model) throw new Error('the seeded catalog has no 2D KTM model with the offer button');
  const { hero } = model;
  await db
    .update(vehicles)
    .set({
      name: sql`${vehicles.name} || ${` ${PAYLOADS.script}`}`,
      hero: {
        ...hero,
        title: { ...hero.title, en: marked(hero.title.en, 1) },
        intro: { ...hero.intro, en: marked(hero.intro.en, 2) },
        description: { ...hero.description, en: marked(hero.description.en, 3) },
      },
      testRide: { url: 'javascript:window.__xss=1', status: true },
    })
    .where(eq(vehicles.modelId, model.modelId));
  await db
    .update(segments)
    .set({ name: sql`${segments.name} || ${` ${KINDS[4]}`}` })
    .where(eq(segments.code, model.segment));
  await db
    .update(setups)
    .set({ name: localized(setups.name, 5), description: localized(setups.description, 1) })
    .where(eq(setups.modelId, model.modelId));
  const own = db
    .select({ partId: vehicleParts.partId })
    .from(vehicleParts)
    .where(eq(vehicleParts.modelId, model.modelId));
  await db
    .update(parts)
    .set({
      name: sql`jsonb_set(${parts.name}, '{en}', to_jsonb((${parts.name}->>'en') || ' ' || (array[${sql.join(
        KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      )}])[1 + ${parts.partId} % ${KINDS.length}]))`,
      description: localized(parts.description, 2),
    })
    .where(inArray(parts.partId, own));
  await db.update(partCategories).set({ name: localized(partCategories.name, 0) });
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
  await checkMail(t, 'export mail', to, result);

  // The dealer enquiry: the customer's names in the dealer's mail.
  const [dealer] = await t.database.db
    .select({ dealerNo: dealers.dealerNo, email: dealers.email })
    .from(dealers)
    .orderBy(dealers.dealerNo)
    .limit(1);
  if (!dealer) throw new Error('the seeded catalog has no dealer');
  await call(base, token, 'POST', `/configuration/${id}/send-dealer`, {
    dealer: { DealerNo: dealer.dealerNo },
    userProfileId: 'harness-customer',
    userProfile: {
      firstName: PAYLOADS.script,
      lastName: PAYLOADS.image,
      email: `enquiry-${id.slice(0, 8)}@example.com`,
    },
  });
  await checkMail(t, 'enquiry mail', dealer.email, result);
  return result;
}

/** Waits for the mail to the address and checks its HTML: every payload escaped, none live. */
async function checkMail(t: TestApp, kind: string, to: string, result: MarkupResult): Promise<void> {
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
    result.live.push(`${kind}: not delivered within 60 s`);
    return;
  }
  const html = (await t.app.inject({ url: `/dev/mailbox/${mail.id}` })).body;
  for (const live of LIVE)
    if (live.test(html)) result.live.push(`${kind}: ${live.source} is live in the HTML`);
  if (!html.includes('&lt;script&gt;'))
    result.live.push(`${kind}: the customer name is not in the HTML escaped`);
}
