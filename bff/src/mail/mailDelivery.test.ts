import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dealers } from '@configurator/migrations/db/schema/catalog';
import { dealerHistory, events, outbox } from '@configurator/migrations/db/schema/index';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_LOOKS } from '../documents/brandLook.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createTestIdentity, TEST_ISSUER, type TestIdentity } from '../testing/testIdentity.js';
import type { MailboxEntry } from './mailbox.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR and the rest of a tiny image'),
]);

describe.each(testDatabases())('mail through the built-in SMTP server on $name', (testDatabase) => {
  let t: TestApp;
  let api: ConfigurationClient;
  let identity: TestIdentity;
  let mailboxDir: string;
  let modelId: string;

  beforeAll(async () => {
    mailboxDir = await mkdtemp(join(tmpdir(), 'mailbox-'));
    identity = await createTestIdentity();
    t = await startTestApp(
      testDatabase,
      {
        MAIL_WORKER: 'true',
        MAILBOX_DIR: mailboxDir,
        MAIL_POLL_MS: '50',
        PUBLIC_URL: 'https://configurator.example.com',
        // The issuer would follow PUBLIC_URL; the test identity signs as the test issuer.
        OIDC_ISSUER: TEST_ISSUER,
      },
      { identityKeys: identity.keys },
    );
    api = new ConfigurationClient(t.app);
    modelId = (await api.vehicles())[0]!.ModelId;
  });
  afterAll(async () => {
    await t?.close();
    await rm(mailboxDir, { recursive: true, force: true });
  });

  async function mails(): Promise<MailboxEntry[]> {
    const response = await t.app.inject({ url: '/dev/mailbox/messages' });
    expect(response.statusCode).toBe(200);
    return response.json().Messages;
  }

  /** The mail to `to`, once the worker delivered it. */
  async function mailTo(to: string): Promise<MailboxEntry> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const found = (await mails()).filter((mail) => mail.to.includes(to));
      if (found.length > 0) {
        expect(found).toHaveLength(1);
        return found[0]!;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function mailHtml(mail: MailboxEntry): Promise<string> {
    const response = await t.app.inject({ url: `/dev/mailbox/${mail.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    return response.body;
  }

  async function attachment(mail: MailboxEntry, name: RegExp) {
    const index = mail.attachments.findIndex((a) => name.test(a.filename));
    expect(index, `attachment ${name} in ${JSON.stringify(mail.attachments)}`).toBeGreaterThanOrEqual(0);
    const response = await t.app.inject({ url: `/dev/mailbox/${mail.id}/attachments/${index}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    return response;
  }

  it('sends the configuration by e-mail with its share link, in the culture of the request', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const to = `summary-${id.slice(0, 8)}@example.com`;
    const sent = await api.post(`/configuration/${id}/send?c=de-AT`, { Email: to });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ ConfigurationId: id });

    const share = (await api.get(`/configuration/${id}/share`)).json();
    expect(share.Url).toMatch(/^https:\/\/configurator\.example\.com\/s\/\w+$/);
    const mail = await mailTo(to);
    const name = (await api.overview(modelId)).Vehicle.Name;
    expect(mail.subject).toBe(`Ihre Konfiguration der ${name}`);
    expect(mail.from).toBe('"KTM Configurator" <configurator@localhost>');
    expect(mail.messageId).toMatch(/^<outbox-\d+\.[0-9a-f-]{36}@localhost>$/);
    const html = await mailHtml(mail);
    expect(html).toContain(share.Url);
    expect(html).toContain('Konfiguration öffnen');
    // The brand's look: the model list asked for KTM.
    expect(html).toContain(BRAND_LOOKS.KTM.color);
    expect(html).toContain(`>${BRAND_LOOKS.KTM.displayName}<`);
    expect(mail.attachments).toEqual([]);
    // The link opens the configuration.
    const opened = await t.app.inject({ url: new URL(share.Url).pathname });
    expect(opened.statusCode).toBeLessThan(400);
  });

  it('sends the export with the export file and names the customer; the row is marked delivered', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const to = `export-${id.slice(0, 8)}@example.com`;
    const sent = await api.post(`/configuration/${id}/send-export?c=fr-FR`, {
      Email: to,
      Firstname: 'Anna',
      Lastname: 'Berger',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await mailTo(to);
    expect(mail.subject).toMatch(/^Configuration de la .+ pour Anna Berger$/);
    const file = await attachment(mail, /Berger-Anna-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(file.body);
    expect(document.Customer).toEqual({ Firstname: 'Anna', Lastname: 'Berger', Email: to });
    expect(document.Configuration.ConfigurationId).toBe(id);
    expect(await mailHtml(mail)).toContain(document.Configuration.ShareUrl);
    const pdf = await attachment(mail, /\.pdf$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.streamId, id));
    expect(row?.processedAt).not.toBeNull();
    expect(row?.lastError).toBeNull();
    expect(row?.attempts).toBe(1);
  });

  it('sends the dealer enquiry to the dealer with the screenshot, and the dealer history shows it', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const [dealer] = await t.database.db.select().from(dealers).limit(1);
    const auth = {
      authorization: `Bearer ${await identity.token({ sub: 'user-7', email: 'eva@example.com' })}`,
    };
    const sent = await api.post(
      `/configuration/${id}/send-dealer?c=it-IT`,
      {
        configurationId: id,
        dealer: { DealerNo: dealer!.dealerNo },
        userProfileId: 'user-7',
        userProfile: { firstName: 'Eva', lastName: 'Rossi', email: 'eva@example.com' },
        screenshotData: `data:image/png;base64,${PNG.toString('base64')}`,
      },
      auth,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ ConfigurationId: id });
    const history = await t.database.db
      .select()
      .from(dealerHistory)
      .where(eq(dealerHistory.configurationId, id));
    expect(history).toMatchObject([
      { dealerNo: dealer!.dealerNo, customerFirstname: 'Eva', customerLastname: 'Rossi' },
    ]);

    const mail =
      (await mails()).find((m) => m.subject.includes('Eva Rossi')) ?? (await waitForSubject('Eva Rossi'));
    expect(mail.to).toEqual([dealer!.email]);
    expect(mail.subject).toMatch(/^Richiesta per la .+ da Eva Rossi$/);
    const pdf = await attachment(mail, /\.pdf$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const screenshot = await attachment(mail, /\.png$/);
    expect(screenshot.rawPayload.equals(PNG)).toBe(true);
    const file = await attachment(mail, /Rossi-Eva-.*\.json$/);
    expect(JSON.parse(file.body).Customer.Email).toBe('eva@example.com');
    expect(await mailHtml(mail)).toContain('eva@example.com');
  });

  async function waitForSubject(part: string): Promise<MailboxEntry> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const found = (await mails()).find((mail) => mail.subject.includes(part));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail about ${part}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('downloads the export as a named JSON file and records it', async () => {
    const { ConfigurationId: id } = await api.create(modelId);
    const response = await api.get(
      `/configuration/${id}/export?firstname=J%C3%B6rg&lastname=M%C3%BCller&email=j%40example.com`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[\w.-]+-Muller-Jorg-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = response.json();
    expect(document).toMatchObject({
      Format: 'vehicle-configuration-export',
      Customer: { Firstname: 'Jörg', Lastname: 'Müller', Email: 'j@example.com' },
      Configuration: { ConfigurationId: id, ModelId: modelId },
    });
    expect(document.Configuration.ShareUrl).toMatch(/\/s\/\w+$/);
    const recorded = await t.database.db.select().from(events).where(eq(events.streamId, id));
    expect(recorded.map((event) => event.type)).toEqual([
      'ConfigurationCreated',
      'ConfigurationShared',
      'ConfigurationExported',
    ]);
    // A download sends nothing.
    expect(await t.database.db.select().from(outbox).where(eq(outbox.streamId, id))).toEqual([]);
  });

  it('answers 404 for an unknown mail and attachment on the mailbox page, and lists mails in HTML', async () => {
    expect((await t.app.inject({ url: `/dev/mailbox/${'0'.repeat(40)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/mailbox/nonsense' })).statusCode).toBe(400);
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<h1>Mailbox</h1>');
  });
});
