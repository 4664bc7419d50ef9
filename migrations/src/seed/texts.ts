/**
 * Vocabulary shared by the seed catalog, in the five catalog languages. Texts are written as
 * `en|de|fr|es|it` so that each translation set stays on one line.
 */
import type { Localized } from '../catalog/catalogFormat.js';

export type { Localized };
export type Language = keyof Localized;

export const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'es', 'it'];

/** Parses `en|de|fr|es|it`. */
export function loc(text: string): Localized {
  const parts = text.split('|').map((part) => part.trim());
  const [en, de, fr, es, it] = parts;
  if (parts.length !== 5 || !en || !de || !fr || !es || !it) {
    throw new Error(`expected five translations: ${text}`);
  }
  return { en, de, fr, es, it };
}

/** The same text in every language (names, codes, numbers with units). */
export function same(text: string): Localized {
  return { en: text, de: text, fr: text, es: text, it: text };
}

export function mapLocalized(
  text: Localized,
  transform: (value: string, language: Language) => string,
): Localized {
  return {
    en: transform(text.en, 'en'),
    de: transform(text.de, 'de'),
    fr: transform(text.fr, 'fr'),
    es: transform(text.es, 'es'),
    it: transform(text.it, 'it'),
  };
}

/** Builds a text per language from several localised pieces. */
export function combine(build: (language: Language) => string): Localized {
  return { en: build('en'), de: build('de'), fr: build('fr'), es: build('es'), it: build('it') };
}

/** A decimal number as each language writes it: 1.9 in English, 1,9 elsewhere. */
export function formatDecimal(value: string, language: Language): string {
  return language === 'en' ? value : value.replace('.', ',');
}

export const PRICE_NOTES: readonly Localized[] = [
  loc(
    'Recommended retail price incl. VAT, excl. delivery|Unverbindliche Preisempfehlung inkl. MwSt., zzgl. Überstellung|Prix de vente conseillé TTC, hors frais de livraison|Precio de venta recomendado con IVA, sin gastos de entrega|Prezzo di vendita consigliato IVA inclusa, messa su strada esclusa',
  ),
  loc(
    'Recommended retail price incl. VAT and delivery|Unverbindliche Preisempfehlung inkl. MwSt. und Überstellung|Prix de vente conseillé TTC, livraison incluse|Precio de venta recomendado con IVA y entrega incluidos|Prezzo di vendita consigliato IVA e messa su strada incluse',
  ),
];

export const MONTAGE_NOTES: readonly Localized[] = [
  loc(
    'Accessory prices exclude fitting. Ask your dealer for the installation cost.|Zubehörpreise ohne Montage. Die Montagekosten erfahren Sie bei Ihrem Händler.|Prix des accessoires hors montage. Demandez le coût de pose à votre concessionnaire.|Los precios de los accesorios no incluyen el montaje. Consulte el coste de instalación con su concesionario.|I prezzi degli accessori non includono il montaggio. Chiedi il costo al tuo concessionario.',
  ),
  loc(
    'Accessories ordered with the vehicle are fitted before delivery.|Mit dem Fahrzeug bestelltes Zubehör wird vor der Auslieferung montiert.|Les accessoires commandés avec le véhicule sont montés avant la livraison.|Los accesorios pedidos con el vehículo se montan antes de la entrega.|Gli accessori ordinati con il veicolo vengono montati prima della consegna.',
  ),
];

export const APPROVAL_ROAD = loc(
  'EC type-approved according to {reg}. Approved for road use; carry the approval document with the vehicle.|EG-typgenehmigt nach {reg}. Für den Straßenverkehr zugelassen; die Genehmigungsunterlage ist mitzuführen.|Homologué CE selon {reg}. Autorisé sur route ; conservez le document d’homologation à bord.|Homologado CE según {reg}. Apto para vías públicas; lleve el documento de homologación en el vehículo.|Omologato CE secondo {reg}. Ammesso alla circolazione stradale; tenere a bordo il documento di omologazione.',
);

export const APPROVAL_RACING = loc(
  'Not homologated for road use. For closed circuits and competition only.|Nicht für den Straßenverkehr zugelassen. Nur für abgesperrte Strecken und den Wettbewerb.|Non homologué pour la route. Réservé aux circuits fermés et à la compétition.|No homologado para vías públicas. Solo para circuitos cerrados y competición.|Non omologato per l’uso stradale. Solo per circuiti chiusi e competizioni.',
);

/** Short selling points for part descriptions. */
export const PART_BULLETS: readonly Localized[] = [
  loc(
    'Developed and tested together with the vehicle|Gemeinsam mit dem Fahrzeug entwickelt und getestet|Développé et testé avec le véhicule|Desarrollado y probado junto con el vehículo|Sviluppato e collaudato insieme al veicolo',
  ),
  loc(
    'Precise fit without modifications|Passgenau, ohne Umbauten|Ajustement précis sans modification|Ajuste preciso sin modificaciones|Montaggio preciso senza modifiche',
  ),
  loc(
    'Quick installation with the supplied hardware|Schnelle Montage mit dem mitgelieferten Material|Montage rapide avec la visserie fournie|Montaje rápido con la tornillería incluida|Installazione rapida con la minuteria fornita',
  ),
  loc(
    'Covered by the manufacturer warranty|Durch die Herstellergarantie abgedeckt|Couvert par la garantie constructeur|Cubierto por la garantía del fabricante|Coperto dalla garanzia del costruttore',
  ),
  loc(
    'Resistant to weather and UV light|Wetter- und UV-beständig|Résistant aux intempéries et aux UV|Resistente a la intemperie y a los rayos UV|Resistente alle intemperie e ai raggi UV',
  ),
];

export const MATERIALS: Readonly<Record<string, Localized>> = {
  ALUMINIUM: loc('Aluminium|Aluminium|Aluminium|Aluminio|Alluminio'),
  TITANIUM: loc('Titanium|Titan|Titane|Titanio|Titanio'),
  CARBON: loc('Carbon fibre|Kohlefaser|Fibre de carbone|Fibra de carbono|Fibra di carbonio'),
  STEEL: loc('Steel|Stahl|Acier|Acero|Acciaio'),
  STAINLESS: loc('Stainless steel|Edelstahl|Acier inoxydable|Acero inoxidable|Acciaio inox'),
  PLASTIC: loc('Plastic|Kunststoff|Plastique|Plástico|Plastica'),
  POLYCARBONATE: loc('Polycarbonate|Polycarbonat|Polycarbonate|Policarbonato|Policarbonato'),
  TEXTILE: loc('Textile|Textil|Textile|Textil|Tessuto'),
  LEATHER: loc('Synthetic leather|Kunstleder|Similicuir|Piel sintética|Similpelle'),
  RUBBER: loc('Rubber|Gummi|Caoutchouc|Goma|Gomma'),
  ELECTRONIC: loc(
    'Electronic assembly|Elektronikbaugruppe|Ensemble électronique|Conjunto electrónico|Gruppo elettronico',
  ),
};

export const ATTRIBUTE_LABELS = {
  MATERIAL: loc('Material|Material|Matériau|Material|Materiale'),
  WEIGHT: loc('Weight|Gewicht|Poids|Peso|Peso'),
  INSTALLATION: loc('Installation|Montage|Montage|Montaje|Montaggio'),
  DISPLACEMENT: loc('Displacement|Hubraum|Cylindrée|Cilindrada|Cilindrata'),
  DRYWEIGHT: loc('Dry weight|Trockengewicht|Poids à sec|Peso en seco|Peso a secco'),
  POWER_KW: loc('Power|Leistung|Puissance|Potencia|Potenza'),
  TORQUE: loc('Torque|Drehmoment|Couple|Par motor|Coppia'),
  BATTERY: loc(
    'Battery capacity|Batteriekapazität|Capacité de la batterie|Capacidad de la batería|Capacità batteria',
  ),
} as const;

export const INSTALLATION_VALUES: Readonly<Record<string, Localized>> = {
  PLUG_AND_PLAY: loc('Plug and play|Plug and Play|Prêt à monter|Listo para montar|Plug and play'),
  WORKSHOP: loc(
    'Workshop installation recommended|Montage in der Fachwerkstatt empfohlen|Montage en atelier recommandé|Se recomienda el montaje en taller|Montaggio in officina consigliato',
  ),
};
