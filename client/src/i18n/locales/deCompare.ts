import type { TranslationTree } from '../translation.js';
import type { Translation } from './en.js';

/** German texts of the compare screen and of picking configurations to compare. */
export const deCompare: TranslationTree<Pick<Translation, 'compare'>> = {
  compare: {
    heading: 'Konfigurationen vergleichen',
    intro:
      'Die erste Konfiguration ist die Referenz: Bei den anderen sehen Sie, welche Teile hinzukommen oder wegfallen und wie sich der Preis unterscheidet.',
    reference: 'Referenz',
    compared: 'Konfiguration {{number}}',
    pictureAlt: '{{name}} in {{colour}}',
    colour: 'Farbe',
    setup: 'Setup',
    noSetup: 'Standard',
    totalPrice: 'Gesamtpreis',
    priceDifference: 'Differenz',
    samePrice: 'Gleicher Preis',
    changes: 'Unterschiede zur Referenz',
    added: 'Hinzugefügt ({{count}})',
    removed: 'Entfernt ({{count}})',
    noneAdded: 'Keine Teile hinzugefügt.',
    noneRemoved: 'Keine Teile entfernt.',
    referenceNote: 'Die anderen Konfigurationen werden mit dieser verglichen.',
    parts: 'Teile ({{count}})',
    noParts: 'Keine Teile.',
    open: 'Konfiguration öffnen',
    linkLabel: 'Link zu diesem Vergleich',
    copyLink: 'Link kopieren',
    copied: 'Link kopiert',
    errors: {
      count: 'Wählen Sie {{min}} oder {{max}} Konfigurationen zum Vergleichen.',
      twice: 'Dieselbe Konfiguration ist zweimal angegeben.',
      notFound: 'Eine dieser Konfigurationen wurde nicht gefunden.',
      deleted: 'Eine dieser Konfigurationen wurde gelöscht.',
      cannotCompare: 'Diese Konfigurationen können nicht verglichen werden.',
    },
    selection: {
      region: 'Konfigurationen vergleichen',
      pick: 'Vergleichen',
      pickNamed: '{{name}} vergleichen',
      full: 'Es können höchstens {{count}} Konfigurationen verglichen werden.',
      hint: 'Markieren Sie {{min}} oder {{max}} Konfigurationen, um sie nebeneinander zu vergleichen.',
      picked: '{{count}} von {{max}} ausgewählt',
      clear: 'Auswahl aufheben',
      compare: 'Vergleichen',
    },
  },
};
