import type { TranslationTree } from '../translation.js';
import type { Translation } from './en.js';

/** Italian texts of the compare screen and of picking configurations to compare. */
export const itCompare: TranslationTree<Pick<Translation, 'compare'>> = {
  compare: {
    heading: 'Confronta configurazioni',
    intro:
      'La prima configurazione è il riferimento: per le altre vedi le parti aggiunte e rimosse e la differenza di prezzo.',
    reference: 'Riferimento',
    compared: 'Configurazione {{number}}',
    pictureAlt: '{{name}} in {{colour}}',
    colour: 'Colore',
    setup: 'Setup',
    noSetup: 'Standard',
    totalPrice: 'Prezzo totale',
    priceDifference: 'Differenza',
    samePrice: 'Stesso prezzo',
    changes: 'Differenze rispetto al riferimento',
    added: 'Aggiunte ({{count}})',
    removed: 'Rimosse ({{count}})',
    noneAdded: 'Nessuna parte aggiunta.',
    noneRemoved: 'Nessuna parte rimossa.',
    referenceNote: 'Le altre configurazioni sono confrontate con questa.',
    parts: 'Parti ({{count}})',
    noParts: 'Nessuna parte.',
    open: 'Apri configurazione',
    linkLabel: 'Link a questo confronto',
    copyLink: 'Copia link',
    copied: 'Link copiato',
    errors: {
      count: 'Scegli {{min}} o {{max}} configurazioni da confrontare.',
      twice: 'La stessa configurazione è indicata due volte.',
      notFound: 'Una di queste configurazioni non è stata trovata.',
      deleted: 'Una di queste configurazioni è stata eliminata.',
      cannotCompare: 'Queste configurazioni non possono essere confrontate.',
    },
    selection: {
      region: 'Confronta configurazioni',
      pick: 'Confronta',
      pickNamed: 'Confronta {{name}}',
      full: 'Puoi confrontare al massimo {{count}} configurazioni.',
      hint: 'Seleziona {{min}} o {{max}} configurazioni per confrontarle una accanto all’altra.',
      picked: '{{count}} di {{max}} selezionate',
      clear: 'Annulla selezione',
      compare: 'Confronta',
    },
  },
};
