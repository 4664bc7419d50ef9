import { launchChromium } from '@configurator/client/tooling/chromium';
import { describe, expect, it } from 'vitest';
import { runQuickInMemory } from '../../harness/load/testPostgres.js';
import { securitySection } from '../../harness/sections/security.js';
import { inlineScripts } from '../../harness/security/headers.js';
import { checkPage, hoverPayloads } from '../../harness/security/inertPages.js';
import { PAYLOADS } from '../../harness/security/storedMarkup.js';

describe('the security section, quick', () => {
  it('finds inline scripts and handlers in a page, not scripts loaded from files or JSON data', () => {
    const page = `<script type="module" src="/assets/index.js"></script><script type="application/json">{"a":1}</script>
      <script>alert(1)</script><button onclick="go()">x</button><a href="javascript:go()">y</a>`;
    expect(inlineScripts(page)).toEqual(['<script>alert(1)', 'onclick="go()"', 'href="javascript:go()"']);
  });

  it('finds payloads that came alive in a page, not those shown as text or in alt texts and query strings', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
      await page.setContent(
        `<p>${escaped(PAYLOADS.script)}</p><img alt='${PAYLOADS.attribute}' src="/a.png">
         <a href="/main?segment=${encodeURIComponent(PAYLOADS.link)}">segment</a>
         <p title="x" onmouseover="window.__hovered=1">hover me __xss</p>
         ${PAYLOADS.image}${PAYLOADS.link}<script>window.__xss=1</script>`,
      );
      await hoverPayloads(page);
      const seen = await checkPage(page, 'a page with live payloads');
      expect(seen.ran).toBe(true);
      expect(seen.shown).toBe(1);
      expect(seen.live.map((element) => element.slice(0, 4))).toEqual(['<img', '<a i', '<scr']);
      expect(await page.evaluate(() => (window as { __hovered?: number }).__hovered)).toBe(1);

      const fresh = await browser.newPage();
      await fresh.setContent(`<p>${escaped(PAYLOADS.image)}</p><p>${escaped(PAYLOADS.details)}</p>`);
      expect(await checkPage(fresh, 'a page with inert payloads')).toEqual({
        page: 'a page with inert payloads',
        shown: 2,
        ran: false,
        live: [],
      });
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('leaks no file, accepts no forged token, limits rates, sends the security headers and keeps stored markup inert in the client, the PDF and the mails', async () => {
    // PGlite in memory: the quick form checks the answers, the database kind does not change them.
    const { figures, table } = await runQuickInMemory(securitySection);
    expect(figures.length, table).toBeGreaterThanOrEqual(6);
    expect(
      figures.filter((f) => f.ok === false),
      table,
    ).toEqual([]);
  }, 180_000);
});
