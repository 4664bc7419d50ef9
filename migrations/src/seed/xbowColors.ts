/** The X-Bow individual colours: one colour part per slot, the colour options and the renderer's colour menu. */
import { COLOR_SLOTS, XBOW_COLOR_PARTS } from '@configurator/domain';
import type { CatalogInput } from '../catalog/catalogFormat.js';
import { type Localized, loc } from './texts.js';

type Part = CatalogInput['parts'][number];
type Vehicle = CatalogInput['vehicles'][number];
type ColorOption = NonNullable<Vehicle['colorOptions']>[number];
type ColorSelection = NonNullable<Vehicle['renderSettings']['ColorSelection']>;
type ColorSlot = ColorOption['slot'];

const SLOT_NAMES: Readonly<Record<ColorSlot, Localized>> = {
  body: loc('Body colour|Karosseriefarbe|Couleur de carrosserie|Color de carrocería|Colore carrozzeria'),
  calipers: loc(
    'Brake caliper colour|Bremssattelfarbe|Couleur des étriers de frein|Color de las pinzas de freno|Colore pinze freno',
  ),
  rims: loc('Rim colour|Felgenfarbe|Couleur des jantes|Color de las llantas|Colore cerchi'),
  stitching: loc('Stitching colour|Nahtfarbe|Couleur des surpiqûres|Color de las costuras|Colore cuciture'),
  suspensionAndLogo: loc(
    'Suspension and logo colour|Farbe für Fahrwerk und Logo|Couleur des suspensions et du logo|Color de la suspensión y el logotipo|Colore sospensioni e logo',
  ),
};

const COLOR_NAMES: Readonly<Record<string, string>> = {
  orange: 'Racing orange|Racing-Orange|Orange racing|Naranja racing|Arancione racing',
  black: 'Carbon black|Carbonschwarz|Noir carbone|Negro carbono|Nero carbonio',
  white: 'Arctic white|Arktisweiß|Blanc arctique|Blanco ártico|Bianco artico',
  red: 'Lava red|Lavarot|Rouge lave|Rojo lava|Rosso lava',
  grey: 'Graphite grey|Graphitgrau|Gris graphite|Gris grafito|Grigio grafite',
  blue: 'Racing blue|Racing-Blau|Bleu racing|Azul racing|Blu racing',
  yellow: 'Signal yellow|Signalgelb|Jaune signal|Amarillo señal|Giallo segnale',
  silver: 'Brilliant silver|Brillantsilber|Argent brillant|Plata brillante|Argento brillante',
  gunmetal: 'Gunmetal|Gunmetal|Gris canon de fusil|Gris plomo|Canna di fucile',
};

/** `slot;colour;frontend hex;render hex;M(att) or G(lossy);rim size or -` */
const COLOR_OPTION_LINES: readonly string[] = [
  'body;orange;FF6600;F25C05;G;-',
  'body;orange;FF6600;D9560A;M;-',
  'body;black;1B1B1B;101010;G;-',
  'body;black;1B1B1B;161616;M;-',
  'body;white;F5F5F0;EDEDE6;G;-',
  'body;red;B5121B;A10F17;G;-',
  'body;grey;5F6368;52565A;M;-',
  'body;blue;1F4E9C;1A438A;G;-',
  'calipers;orange;FF6600;F25C05;G;-',
  'calipers;black;1B1B1B;101010;G;-',
  'calipers;red;C8102E;B30E29;G;-',
  'calipers;yellow;FFD100;F2C500;G;-',
  'rims;black;1B1B1B;101010;M;19',
  'rims;black;1B1B1B;101010;M;20',
  'rims;silver;C0C0C0;B3B3B3;G;19',
  'rims;gunmetal;4A4D50;3F4245;G;19',
  'rims;gunmetal;4A4D50;3F4245;M;20',
  'rims;orange;FF6600;F25C05;G;20',
  'stitching;orange;FF6600;F25C05;M;-',
  'stitching;black;1B1B1B;101010;M;-',
  'stitching;white;F5F5F0;EDEDE6;M;-',
  'stitching;grey;5F6368;52565A;M;-',
  'suspensionAndLogo;orange;FF6600;F25C05;G;-',
  'suspensionAndLogo;black;1B1B1B;101010;G;-',
  'suspensionAndLogo;white;F5F5F0;EDEDE6;G;-',
];

function parseColorOption(line: string): ColorOption {
  const [slot, color, frontend, render, finish, rimSize] = line.split(';');
  const name = color ? COLOR_NAMES[color] : undefined;
  if (!slot || !COLOR_SLOTS.includes(slot as ColorSlot) || !name || !frontend || !render) {
    throw new Error(`bad colour option ${line}`);
  }
  return {
    slot: slot as ColorSlot,
    colorName: loc(name),
    frontendColorCode: frontend,
    renderColorCode: render,
    isMatte: finish === 'M',
    rimSize: rimSize === '19' ? 19 : rimSize === '20' ? 20 : null,
  };
}

export function buildXbowColorOptions(): ColorOption[] {
  return COLOR_OPTION_LINES.map(parseColorOption);
}

/** The five colour parts: free, rendered, one per slot. */
export function buildXbowColorParts(): Part[] {
  return COLOR_SLOTS.map((slot) => {
    const code = `XBOW-COLOR-${slot.toUpperCase()}`;
    const name = SLOT_NAMES[slot];
    return {
      partId: XBOW_COLOR_PARTS[slot],
      code,
      name,
      description: {
        en: `<p>Choose the <strong>${name.en.toLowerCase()}</strong> of your X-Bow from the factory palette.</p>`,
        de: `<p>Wählen Sie die <strong>${name.de}</strong> Ihres X-Bow aus der Werkspalette.</p>`,
        fr: `<p>Choisissez la <strong>${name.fr.toLowerCase()}</strong> de votre X-Bow dans la palette d’usine.</p>`,
        es: `<p>Elija el <strong>${name.es.toLowerCase()}</strong> de su X-Bow en la paleta de fábrica.</p>`,
        it: `<p>Scegli il <strong>${name.it.toLowerCase()}</strong> della tua X-Bow dalla tavolozza di fabbrica.</p>`,
      },
      categories: ['COLOR'],
      prices: {},
      images: { main: `/catalog/parts/${code}/main.png`, other: [] },
      canBeRendered: true,
      racing: true,
      approvalInfo: null,
      isColorPart: true,
      colorSlot: slot,
      attributes: [],
    };
  });
}

export function buildXbowColorSelection(options: readonly ColorOption[]): ColorSelection {
  return {
    PreDefined: COLOR_SLOTS.map((slot) => ({
      Category: slot,
      Colors: [
        ...new Set(
          options.filter((option) => option.slot === slot).map((option) => option.frontendColorCode),
        ),
      ],
    })),
    Categories: COLOR_SLOTS.map((slot) => ({
      Id: slot,
      Name: SLOT_NAMES[slot],
      PartId: XBOW_COLOR_PARTS[slot],
    })),
    Command: 'confopt',
    CommandIndividual: 'confcol',
    FinishOptions: ['Matte', 'Glossy'],
  };
}
