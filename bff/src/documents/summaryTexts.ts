import type { SupportedLanguage } from '../http/requestContext.js';

/** The printed summary's own words; catalog texts (names, notes) come localised from the catalog. */
export interface SummaryTexts {
  title: string;
  date: string;
  colour: string;
  keyFigures: string;
  parts: string;
  noParts: string;
  part: string;
  reference: string;
  price: string;
  notVisualized: string;
  setup: string;
  setupParts: string;
  noSetupParts: string;
  basePrice: string;
  total: string;
  racingNotice: string;
  mobilityService: string;
  free: string;
  shareLink: string;
  shareHint: string;
  dealer: string;
  screenshot: string;
}

export const SUMMARY_TEXTS: Record<SupportedLanguage, SummaryTexts> = {
  en: {
    title: 'Your configuration',
    date: 'Date',
    colour: 'Colour',
    keyFigures: 'Key figures',
    parts: 'Applied parts',
    noParts: 'No parts applied.',
    part: 'Part',
    reference: 'Reference',
    price: 'Price',
    notVisualized: 'not shown in the pictures',
    setup: 'Setup',
    setupParts: 'Parts included in the setup',
    noSetupParts: 'No part of this setup is applied.',
    basePrice: 'Vehicle',
    total: 'Total price',
    racingNotice:
      'This configuration contains racing parts. They are intended for closed-course competition only and are not approved for use on public roads.',
    mobilityService: 'One-year mobility service',
    free: 'free',
    shareLink: 'Open this configuration',
    shareHint: 'Scan the code or open the link to continue on any device.',
    dealer: 'Your dealer',
    screenshot: 'Your view',
  },
  de: {
    title: 'Ihre Konfiguration',
    date: 'Datum',
    colour: 'Farbe',
    keyFigures: 'Technische Daten',
    parts: 'Gewählte Teile',
    noParts: 'Keine Teile gewählt.',
    part: 'Teil',
    reference: 'Artikelnummer',
    price: 'Preis',
    notVisualized: 'nicht in den Bildern dargestellt',
    setup: 'Setup',
    setupParts: 'Im Setup enthaltene Teile',
    noSetupParts: 'Kein Teil dieses Setups ist gewählt.',
    basePrice: 'Fahrzeug',
    total: 'Gesamtpreis',
    racingNotice:
      'Diese Konfiguration enthält Racing-Teile. Sie sind ausschließlich für den Wettbewerb auf abgesperrten Strecken bestimmt und nicht für den Straßenverkehr zugelassen.',
    mobilityService: 'Ein Jahr Mobilitätsservice',
    free: 'kostenlos',
    shareLink: 'Diese Konfiguration öffnen',
    shareHint: 'Code scannen oder Link öffnen, um auf jedem Gerät weiterzumachen.',
    dealer: 'Ihr Händler',
    screenshot: 'Ihre Ansicht',
  },
  fr: {
    title: 'Votre configuration',
    date: 'Date',
    colour: 'Couleur',
    keyFigures: 'Caractéristiques',
    parts: 'Pièces ajoutées',
    noParts: 'Aucune pièce ajoutée.',
    part: 'Pièce',
    reference: 'Référence',
    price: 'Prix',
    notVisualized: 'non représentée sur les images',
    setup: 'Setup',
    setupParts: 'Pièces comprises dans le setup',
    noSetupParts: "Aucune pièce de ce setup n'est ajoutée.",
    basePrice: 'Véhicule',
    total: 'Prix total',
    racingNotice:
      'Cette configuration contient des pièces racing. Elles sont réservées à la compétition sur circuit fermé et ne sont pas homologuées pour la route.',
    mobilityService: "Service de mobilité d'un an",
    free: 'gratuit',
    shareLink: 'Ouvrir cette configuration',
    shareHint: "Scannez le code ou ouvrez le lien pour continuer sur n'importe quel appareil.",
    dealer: 'Votre concessionnaire',
    screenshot: 'Votre vue',
  },
  es: {
    title: 'Su configuración',
    date: 'Fecha',
    colour: 'Color',
    keyFigures: 'Datos técnicos',
    parts: 'Piezas añadidas',
    noParts: 'No se han añadido piezas.',
    part: 'Pieza',
    reference: 'Referencia',
    price: 'Precio',
    notVisualized: 'no se muestra en las imágenes',
    setup: 'Setup',
    setupParts: 'Piezas incluidas en el setup',
    noSetupParts: 'No hay ninguna pieza de este setup añadida.',
    basePrice: 'Vehículo',
    total: 'Precio total',
    racingNotice:
      'Esta configuración contiene piezas de competición. Están destinadas solo a competiciones en circuito cerrado y no están homologadas para la vía pública.',
    mobilityService: 'Servicio de movilidad de un año',
    free: 'gratis',
    shareLink: 'Abrir esta configuración',
    shareHint: 'Escanee el código o abra el enlace para continuar en cualquier dispositivo.',
    dealer: 'Su concesionario',
    screenshot: 'Su vista',
  },
  it: {
    title: 'La tua configurazione',
    date: 'Data',
    colour: 'Colore',
    keyFigures: 'Dati tecnici',
    parts: 'Parti aggiunte',
    noParts: 'Nessuna parte aggiunta.',
    part: 'Parte',
    reference: 'Codice',
    price: 'Prezzo',
    notVisualized: 'non mostrata nelle immagini',
    setup: 'Setup',
    setupParts: 'Parti incluse nel setup',
    noSetupParts: 'Nessuna parte di questo setup è applicata.',
    basePrice: 'Veicolo',
    total: 'Prezzo totale',
    racingNotice:
      'Questa configurazione contiene parti racing. Sono destinate esclusivamente alle competizioni su circuito chiuso e non sono omologate per la circolazione stradale.',
    mobilityService: 'Servizio di mobilità di un anno',
    free: 'gratuito',
    shareLink: 'Apri questa configurazione',
    shareHint: 'Scansiona il codice o apri il link per continuare su qualsiasi dispositivo.',
    dealer: 'Il tuo concessionario',
    screenshot: 'La tua vista',
  },
};
