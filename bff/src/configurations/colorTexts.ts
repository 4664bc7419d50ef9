import type { BodyFinish, RimSize } from '@configurator/domain';
import type { SupportedLanguage } from '../http/requestContext.js';

/** The words of the X-Bow's colours in the summaries; slot and colour names come from the catalog. */
export interface ColorTexts {
  colours: string;
  slot: string;
  colour: string;
  /** Followed by the colour's hex code: 'Individual colour #785DB2'. */
  individualColour: string;
  finish: string;
  rimSize: string;
  finishes: Readonly<Record<BodyFinish, string>>;
  rimSizes: Readonly<Record<RimSize, string>>;
}

export const COLOR_TEXTS: Readonly<Record<SupportedLanguage, ColorTexts>> = {
  en: {
    colours: 'Colours',
    slot: 'Area',
    colour: 'Colour',
    individualColour: 'Individual colour',
    finish: 'Finish',
    rimSize: 'Rim size',
    finishes: { Matte: 'Matte', Glossy: 'Glossy' },
    rimSizes: { 19: '19" 5-bolt', 20: '20" centre lock' },
  },
  de: {
    colours: 'Farben',
    slot: 'Bereich',
    colour: 'Farbe',
    individualColour: 'Individuelle Farbe',
    finish: 'Oberfläche',
    rimSize: 'Felgengröße',
    finishes: { Matte: 'Matt', Glossy: 'Glänzend' },
    rimSizes: { 19: '19" 5-Loch', 20: '20" Zentralverschluss' },
  },
  fr: {
    colours: 'Couleurs',
    slot: 'Zone',
    colour: 'Couleur',
    individualColour: 'Couleur individuelle',
    finish: 'Finition',
    rimSize: 'Taille des jantes',
    finishes: { Matte: 'Mat', Glossy: 'Brillant' },
    rimSizes: { 19: '19" 5 écrous', 20: '20" écrou central' },
  },
  es: {
    colours: 'Colores',
    slot: 'Zona',
    colour: 'Color',
    individualColour: 'Color individual',
    finish: 'Acabado',
    rimSize: 'Tamaño de llanta',
    finishes: { Matte: 'Mate', Glossy: 'Brillante' },
    rimSizes: { 19: '19" 5 tornillos', 20: '20" cierre central' },
  },
  it: {
    colours: 'Colori',
    slot: 'Zona',
    colour: 'Colore',
    individualColour: 'Colore individuale',
    finish: 'Finitura',
    rimSize: 'Misura cerchi',
    finishes: { Matte: 'Opaco', Glossy: 'Lucido' },
    rimSizes: { 19: '19" 5 bulloni', 20: '20" dado centrale' },
  },
};
