import { describe, expect, it } from 'vitest';
import { DEFAULT_PDF_FILE_NAME, pdfFileName } from './documentService.js';
import { PdfCache } from './pdfCache.js';
import type { SummaryContent } from './summaryContent.js';
import { summaryHtml } from './summaryTemplate.js';
import { SUMMARY_TEXTS } from './summaryTexts.js';

describe('pdfFileName', () => {
  it.each([
    ['KTM 890 Adventure R 2025', 'KTM-890-Adventure-R-2025-configuration.pdf'],
    ['X-BOW GT-XR', 'X-BOW-GT-XR-configuration.pdf'],
    ['Husqvarna Vitpilen 401 "Limited" / 2025', 'Husqvarna-Vitpilen-401-Limited-2025-configuration.pdf'],
    ['Élan Ünïcode Straße', 'Elan-Unicode-Stra-e-configuration.pdf'],
    ['', DEFAULT_PDF_FILE_NAME],
    ['  ***  ', DEFAULT_PDF_FILE_NAME],
    ['摩托车', DEFAULT_PDF_FILE_NAME],
  ])('names %j %s', (model, expected) => {
    expect(pdfFileName(model)).toBe(expected);
  });

  it('never lets a quote or a line break into the header', () => {
    expect(pdfFileName('a"\r\nb')).toBe('a-b-configuration.pdf');
  });
});

describe('PdfCache', () => {
  const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

  it('keeps what fits the budget, dropping the least recently used first', async () => {
    const cache = new PdfCache(100);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', bytes(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 80, evictions: 1 });
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.stats().bytes).toBe(80);
  });

  it('produces once for concurrent callers and not again once cached', async () => {
    const cache = new PdfCache(1000);
    let produced = 0;
    const produce = async () => {
      produced++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return bytes(10, produced);
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrCreate('k', produce)));
    expect(produced).toBe(1);
    expect(answers.filter((a) => !a.cached)).toHaveLength(1);
    expect((await cache.getOrCreate('k', produce)).cached).toBe(true);
    expect(produced).toBe(1);
  });

  it('keeps nothing when printing fails, so the next call tries again', async () => {
    const cache = new PdfCache(1000);
    await expect(cache.getOrCreate('k', () => Promise.reject(new Error('printer down')))).rejects.toThrow(
      'printer down',
    );
    expect((await cache.getOrCreate('k', async () => bytes(5))).cached).toBe(false);
  });
});

describe('summaryHtml', () => {
  const content: SummaryContent = {
    brand: 'KTM',
    language: 'en',
    modelName: 'KTM <img src=x onerror=alert(1)>',
    heroTitle: 'Ready to race',
    colourName: 'Orange & "Black"',
    colors: [],
    images: [],
    fromScreenshot: false,
    keyFigures: [],
    parts: [
      {
        name: '<script>x()</script>',
        reference: 'R-1',
        price: '10.00 €',
        notVisualized: false,
        racing: true,
      },
    ],
    setup: null,
    basePrice: '100.00 €',
    total: '110.00 €',
    priceNote: '',
    montageNote: '',
    racing: true,
    date: '1 January 2026',
    shareUrl: 'https://example.com/s/abc"><script>',
    qrSvg: '<svg></svg>',
    dealer: null,
  };

  it('prints catalog texts as text, never as markup', () => {
    const html = summaryHtml(content);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('KTM &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Orange &amp; &quot;Black&quot;');
    expect(html).toContain('https://example.com/s/abc&quot;&gt;&lt;script&gt;');
  });

  it('shows the racing notice only with a racing part, and prices only when the model has them', () => {
    expect(summaryHtml(content)).toContain(SUMMARY_TEXTS.en.racingNotice);
    expect(summaryHtml({ ...content, racing: false })).not.toContain(SUMMARY_TEXTS.en.racingNotice);
    const withoutPrices = summaryHtml({
      ...content,
      parts: [{ ...content.parts[0]!, price: null }],
      basePrice: null,
      total: null,
    });
    expect(withoutPrices).not.toContain('€');
    expect(withoutPrices).not.toContain(SUMMARY_TEXTS.en.total);
  });
});
