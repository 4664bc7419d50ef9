import type { TranslationTree } from '../translation.js';
import type { Translation } from './en.js';

/** French texts of the compare screen and of picking configurations to compare. */
export const frCompare: TranslationTree<Pick<Translation, 'compare'>> = {
  compare: {
    heading: 'Comparer des configurations',
    intro:
      'La première configuration sert de référence : pour les autres, vous voyez les pièces ajoutées et retirées et la différence de prix.',
    reference: 'Référence',
    compared: 'Configuration {{number}}',
    pictureAlt: '{{name}} en {{colour}}',
    colour: 'Couleur',
    setup: 'Setup',
    noSetup: 'Standard',
    totalPrice: 'Prix total',
    priceDifference: 'Différence',
    samePrice: 'Même prix',
    changes: 'Différences avec la référence',
    added: 'Ajoutées ({{count}})',
    removed: 'Retirées ({{count}})',
    noneAdded: 'Aucune pièce ajoutée.',
    noneRemoved: 'Aucune pièce retirée.',
    referenceNote: 'Les autres configurations sont comparées à celle-ci.',
    parts: 'Pièces ({{count}})',
    noParts: 'Aucune pièce.',
    open: 'Ouvrir la configuration',
    linkLabel: 'Lien vers cette comparaison',
    copyLink: 'Copier le lien',
    copied: 'Lien copié',
    errors: {
      count: 'Choisissez {{min}} ou {{max}} configurations à comparer.',
      twice: 'La même configuration est indiquée deux fois.',
      notFound: 'Une de ces configurations est introuvable.',
      deleted: 'Une de ces configurations a été supprimée.',
      cannotCompare: 'Ces configurations ne peuvent pas être comparées.',
    },
    selection: {
      region: 'Comparer des configurations',
      pick: 'Comparer',
      pickNamed: 'Comparer {{name}}',
      full: 'Vous pouvez comparer au plus {{count}} configurations.',
      hint: 'Cochez {{min}} ou {{max}} configurations pour les comparer côte à côte.',
      picked: '{{count}} sur {{max}} sélectionnées',
      clear: 'Effacer la sélection',
      compare: 'Comparer',
    },
  },
};
