import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningTestApp, startListeningTestApp } from '../testing/testApp.js';

describe.each(testDatabases())(
  "the built-in provider's token endpoint and browser origins on $name",
  (testDatabase) => {
    let t: ListeningTestApp;
    let origin: string;

    beforeAll(async () => {
      t = await startListeningTestApp(testDatabase, {
        OIDC_REDIRECT_URIS: 'https://shop.example.com/auth/callback',
      });
      origin = t.origin;
    });
    afterAll(() => t?.close());

    /** A code exchange as a browser sends it: with its page's Origin. */
    const exchange = (pageOrigin: string) =>
      fetch(`${origin}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: pageOrigin },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'not-a-code',
          redirect_uri: `${origin}/auth/callback`,
          client_id: 'configurator',
          code_verifier: 'v'.repeat(43),
        }).toString(),
      });

    it("answers pages on its client's redirect origins: the code itself decides", async () => {
      for (const pageOrigin of [origin, 'https://shop.example.com']) {
        const answer = await exchange(pageOrigin);
        expect(answer.headers.get('access-control-allow-origin'), pageOrigin).toBe(pageOrigin);
        expect(((await answer.json()) as { error: string }).error, pageOrigin).toBe('invalid_grant');
      }
    });

    it('refuses a page of any other origin', async () => {
      const answer = await exchange('https://evil.example.net');
      expect(answer.status).toBe(400);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const body = (await answer.json()) as { error: string; error_description: string };
      expect(body.error_description).toMatch(/not allowed/);
    });
  },
);
