import { beforeAll, describe, expect, it } from 'vitest';
import { answer, CONTEXT, createConfiguration, failure, type ServerRef } from './answers.js';

/** A 1 x 1 PNG as the client sends screenshots: a data URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Documents (PDF summaries), mails and the export, telemetry, markets and dealers. */
export function documentsAndServices(server: ServerRef): void {
  describe('documents, mails, telemetry, markets and dealers', () => {
    let id = '';
    beforeAll(async () => {
      id = await createConfiguration(server());
    });

    it('sends by mail, as an export and to a dealer, answering the configuration id', async () => {
      const { client } = server();
      const params = { path: { id }, query: CONTEXT };
      const sends = [
        await client.POST('/api/posconfigurator/configuration/{id}/send-export', {
          params,
          body: { Email: 'lena.gruber@example.com', Firstname: 'Lena', Lastname: 'Gruber' },
        }),
        await client.POST('/api/posconfigurator/configuration/{id}/send', {
          params,
          body: { Email: 'lena.gruber@example.com' },
        }),
        await client.POST('/api/posconfigurator/configuration/{id}/send-dealer', {
          params,
          headers: await server().bearer({ sub: 'customer-4712' }),
          body: {
            configurationId: id,
            dealer: { DealerNo: 'AT1001', Name: 'Motorrad Wien' },
            userProfileId: 'customer-4712',
            userProfile: { firstName: 'Lena', lastName: 'Gruber', email: 'lena.gruber@example.com' },
            screenshotData: PNG,
          },
        }),
      ];
      for (const sent of sends) expect(answer(sent)).toEqual({ ConfigurationId: id });
      expect(
        failure(
          await client.POST('/api/posconfigurator/configuration/{id}/send', { params, body: { Email: '@' } }),
          400,
        ).Message,
      ).toMatch(/\bEmail\b/);
    });

    it('downloads the export as a JSON document named after the model and the customer', async () => {
      const { client } = server();
      const exportQuery = { ...CONTEXT, firstname: 'Lena', lastname: 'Gruber', email: 'lena@example.com' };
      const download = await client.GET('/api/posconfigurator/configuration/{id}/export', {
        params: { path: { id }, query: exportQuery },
      });
      const document = answer(download);
      expect(download.response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="[A-Za-z0-9.-]+-Gruber-Lena-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(document.Format).toBe('vehicle-configuration-export');
      expect(document.Customer).toEqual({ Firstname: 'Lena', Lastname: 'Gruber', Email: 'lena@example.com' });
      expect(document.Configuration.ConfigurationId).toBe(id);
      expect(document.Configuration.ShareUrl).toMatch(/\/s\/\w+$/);
    });

    it('downloads the PDF summary and the one with a screenshot as attachments', async () => {
      const { client } = server();
      const stamped = { path: { id }, query: { ...CONTEXT, stamp: '-1382737211' } };
      const downloads = [
        await client.GET('/api/posconfigurator/configuration/{id}/pdf', {
          params: stamped,
          parseAs: 'arrayBuffer',
        }),
        await client.POST('/api/posconfigurator/configuration/{id}/pdfwithscreenshot', {
          params: stamped,
          body: { ScreenshotData: PNG },
          parseAs: 'arrayBuffer',
        }),
      ];
      for (const download of downloads) {
        expect(download.response.status).toBe(200);
        expect(download.response.headers.get('content-type')).toBe('application/pdf');
        expect(download.response.headers.get('content-disposition')).toMatch(
          /^attachment; filename="[A-Za-z0-9-]+-configuration\.pdf"$/,
        );
        expect(Buffer.from(download.data as ArrayBuffer).toString('ascii', 0, 5)).toBe('%PDF-');
      }
    });

    it('answers 404 for a document of an unknown configuration', async () => {
      const unknown = failure(
        await server().client.GET('/api/posconfigurator/configuration/{id}/pdf', {
          params: { path: { id: crypto.randomUUID() }, query: CONTEXT },
        }),
        404,
      );
      expect(unknown.Message).toEqual(expect.any(String));
    });

    it('serves the whole picture through the blob-image endpoint', async () => {
      const { client } = server();
      const loaded = answer(
        await client.GET('/api/posconfigurator/configuration/{id}', {
          params: { path: { id }, query: CONTEXT },
        }),
      );
      const [, , modelId, variationCode, parts, colors, file] = (loaded.FullImages[0]?.Url ?? '').split('/');
      const layer = await client.GET(
        '/api/posconfigurator/blob-image/{companyCode}/{bikeSetupId}/{variationCode}/{parts}/{colors}/{layer}/{file}',
        {
          params: {
            path: {
              companyCode: 'KTM',
              bikeSetupId: modelId as string,
              variationCode: variationCode as string,
              parts: parts as string,
              colors: colors as string,
              layer: 'full',
              file: file as string,
            },
          },
          parseAs: 'arrayBuffer',
        },
      );
      expect(layer.response.status).toBe(200);
      expect(layer.response.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(layer.data as ArrayBuffer).toString('ascii', 8, 12)).toBe('WEBP');
    });

    it('stores stream telemetry with 204', async () => {
      const stored = await server().client.POST('/api/posconfigurator/health/telemetrydata', {
        params: { query: CONTEXT },
        body: { Payload: { Bitrate: 4200, FrameRate: 30 }, UserId: null, IsMobile: false },
      });
      expect(stored.response.status).toBe(204);
      expect(stored.error).toBeUndefined();
    });

    it('lists the markets with their currencies and countries', async () => {
      const markets = answer(
        await server().client.GET('/api/posconfigurator/market', { params: { query: { c: 'en-GB' } } }),
      );
      const central = markets.MarketsData.find((market) => market.MarketCode === 'CENTRAL');
      expect(central).toMatchObject({ MarketName: 'Central Europe', Currency: 'EUR', CurrencySymbol: '€' });
      expect(central!.Countries.map((country) => country.CountryCode)).toContain('AT');
    });

    it("determines the visitor's country from the CDN header", async () => {
      const located = await server().client.GET('/api/posconfigurator/market/geolocation', {
        params: { query: { c: 'en-GB' } },
        headers: { 'cf-ipcountry': 'AT' },
      });
      expect(answer(located).Country).toEqual({
        CountryName: 'Austria',
        CountryCode: 'AT',
        LanguageCode: 'de',
        ImprintCode: 'IMPRINT-AT',
        MarketCode: 'CENTRAL',
      });
      expect(located.response.headers.get('cache-control')).toBe('private, no-store');
    });

    it('searches dealers by brand, country and text, nearest first with a position', async () => {
      const { client } = server();
      const inAustria = answer(
        await client.GET('/api/dealers', { params: { query: { brand: 'ktm', country: 'AT', limit: 5 } } }),
      );
      expect(inAustria.Dealers.length).toBeGreaterThan(0);
      expect(inAustria.Dealers.length).toBeLessThanOrEqual(5);
      for (const dealer of inAustria.Dealers) {
        expect(dealer.CountryCode).toBe('AT');
        expect(dealer.Brands).toContain('KTM');
      }
      const near = answer(
        await client.GET('/api/dealers', {
          params: { query: { brand: 'all', country: 'AT', lat: '48.2082', lng: '16.3738', limit: 3 } },
        }),
      );
      const distances = near.Dealers.map((dealer) => dealer.Distance ?? Number.NaN);
      expect(distances.length).toBeGreaterThan(0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const byText = answer(
        await client.GET('/api/dealers', { params: { query: { q: 'wien', country: 'AT' } } }),
      );
      expect(byText.Dealers.length).toBeGreaterThan(0);
      for (const dealer of byText.Dealers) {
        expect(`${dealer.Name} ${dealer.Street} ${dealer.PostCode} ${dealer.Town}`.toLowerCase()).toContain(
          'wien',
        );
      }
    });
  });
}
