import type { CatalogInput } from '../catalog/catalogFormat.js';

const text = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)`, es: `${en} (es)`, it: `${en} (it)` });

const renderSettings = {
  AppSettings: { URL: 'wss://render.test/stream', ENV: 'test', KEY: 'k' },
  Reset: 'uereset',
  Data: 'mini',
  Sound: { Enabled: true },
  PowerParts: {
    List: [{ Id: 101, Value: 'exhaust_a', Category: 'exhaust' }],
    Command: 'confopt',
    Camera: 'confcam',
  },
  Tools: {
    Environments: [{ Id: 'studio', Name: text('Studio'), Value: 'envilvl studio' }],
    Lighting: { Command: 'lightng', Min: 12, Max: 22, Initial: 12, Fraction: 1 / 23, Default: 0.25 },
    Cinematics: [],
    Perspectives: [{ Id: 'front', Name: text('Front'), Value: 'perspct front' }],
    Views: [],
    Tiltshift: { Command: 'tiltsft', Enabled: true },
  },
};

const part = (partId: number, name: string, category: string, price: number) => ({
  partId,
  code: `9000000${partId}`,
  name: text(name),
  description: text(`<p>${name}</p>`),
  categories: [category],
  prices: { EUR: price },
  images: { main: `/catalog/parts/${partId}/main.png`, other: [] },
  canBeRendered: true,
  racing: false,
  approvalInfo: null,
});

/**
 * A small catalog that is valid, with a mutual requirement (103 <-> 104) and a chain
 * (101 -> 102 -> 103): tests change one thing in it to make it invalid.
 */
export function miniCatalog(): CatalogInput {
  return {
    formatVersion: 1,
    currencies: [{ code: 'EUR', symbol: '€', decimals: 2 }],
    priceLists: [{ code: 'EUR', currency: 'EUR' }],
    brands: [
      {
        code: 'KTM',
        name: 'KTM',
        productName: 'ktm',
        link: 'https://www.ktm.com/',
        accentColor: 'ff6600',
        copyright: '© KTM AG',
      },
    ],
    companies: [
      { id: '6f1c2a3e-8d4b-4f5a-9c7e-2b1d0a9e8f01', name: 'Group', brands: ['KTM'], isDefault: true },
    ],
    markets: [
      {
        code: 'AT',
        name: text('Austria'),
        priceList: 'EUR',
        countries: [{ code: 'AT', name: text('Austria'), languages: ['de', 'en'], imprintCode: 'at' }],
      },
    ],
    segments: [{ code: 'KTM-NAKED', brand: 'KTM', name: 'NAKED BIKE', sortOrder: 1 }],
    partCategories: [
      { code: 'EXHAUST', name: text('Exhaust'), sortOrder: 1 },
      { code: 'SEATS', name: text('Seats'), sortOrder: 2 },
    ],
    parts: [
      part(101, 'Slip-on silencer', 'EXHAUST', 89_900),
      part(102, 'Link pipe', 'EXHAUST', 19_900),
      part(103, 'Heat shield', 'EXHAUST', 4_900),
      part(104, 'Heat shield clamp', 'EXHAUST', 0),
      part(105, 'Ergo seat', 'SEATS', 24_900),
    ],
    vehicles: [
      {
        modelId: 'KTM-390-DUKE-2024',
        brand: 'KTM',
        segment: 'KTM-NAKED',
        name: 'KTM 390 DUKE 2024',
        engineType: '4-Stroke',
        renderingEngine: 'Engine2D',
        hero: {
          imageUrl: '/catalog/models/KTM-390-DUKE-2024/hero.png',
          title: text('Duke'),
          intro: text('Intro'),
          description: text('<p>Description</p>'),
        },
        variations: [
          {
            code: 'F0375V3',
            colorCode: 'FF6600',
            colorName: text('Orange'),
            prices: { EUR: 649_900 },
            priceNote: text('Price incl. VAT'),
            montageNote: text('Fitting not included'),
          },
        ],
        parts: [101, 102, 103, 104, 105],
        rules: [
          { ruleType: 1, partId: 101, parts: [102] },
          { ruleType: 1, partId: 102, parts: [103] },
          { ruleType: 1, partId: 103, parts: [104] },
          { ruleType: 1, partId: 104, parts: [103] },
          { ruleType: 0, partId: 105, parts: [101] },
        ],
        setups: [
          {
            setupId: 'sound',
            name: text('Sound setup'),
            description: text('<p>Sound</p>'),
            imageUrl: '/catalog/setups/sound.png',
            parts: [101, 102, 103, 104],
          },
        ],
        renderSettings,
      },
    ],
    dealers: [],
    finance: { financeServiceUrl: 'https://finance.example.com/simulator.js' },
  };
}
