import { importCatalogText } from '@configurator/migrations/catalog/importCatalog';
import { miniCatalog } from '@configurator/migrations/testing/miniCatalog';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import type { VehicleOverview } from './catalogTypes.js';
import { sanitizeHtml } from './sanitizeHtml.js';

const hostile =
  '<p onclick="steal()">Fast <strong style="color:red">and</strong> <em>light</em><br/>' +
  '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a></p>' +
  '<ul><li>one</li></ul><scr<script>x</script>ipt>alert(4)</script><iframe src="//evil"></iframe><!-- c -->';

describe('sanitizeHtml', () => {
  it('keeps the allow-listed elements without attributes and drops scripts, handlers and other tags', () => {
    expect(sanitizeHtml(hostile)).toBe(
      '<p>Fast <strong>and</strong> <em>light</em><br>link</p><ul><li>one</li></ul>alert(4)',
    );
    expect(sanitizeHtml('<p>a < b</p><STYLE>p{}</STYLE><svg onload=x><script>y</script></svg>')).toBe(
      '<p>a &lt; b</p>',
    );
    expect(sanitizeHtml('plain text')).toBe('plain text');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });
});

describe.each(testDatabases())('catalog HTML sanitised on the server on $name', (testDatabase) => {
  let t: TestApp;
  let modelId: string;

  beforeAll(async () => {
    t = await startTestApp(testDatabase);
    const text = JSON.stringify(miniCatalog()).replaceAll(
      '<p>',
      '<p onerror=\\"alert(1)\\"><script>alert(2)</script>',
    );
    await importCatalogText(t.database.db, text, 'hostile.json');
    t.app.services.catalog.invalidate();
    modelId = 'KTM-390-DUKE-2024';
  });
  afterAll(() => t?.close());

  it('answers hero, part and setup descriptions without scripts or handlers', async () => {
    const response = await t.app.inject({ url: `/api/posconfigurator/vehicles/${modelId}?c=en-AT` });
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json() as VehicleOverview;
    const texts = [
      overview.Vehicle.Hero.Description,
      ...overview.Parts.map((p) => p.Description),
      ...overview.Setups.map((s) => s.Description),
    ];
    expect(texts.length).toBeGreaterThan(2);
    for (const html of texts) {
      expect(html).not.toMatch(/<script|onerror|alert/i);
      expect(html).toMatch(/^<p>/);
    }
  });
});
