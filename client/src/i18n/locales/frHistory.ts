import type { TranslationTree } from '../translation.js';
import type { Translation } from './en.js';

/** French texts of undo and redo: the buttons and the steps they name. */
export const frHistory: TranslationTree<Pick<Translation, 'history'>> = {
  history: {
    toolbar: 'Annuler et rétablir',
    undo: 'Annuler',
    redo: 'Rétablir',
    undoStep: 'Annuler : {{step}}',
    redoStep: 'Rétablir : {{step}}',
    nothingToUndo: 'Rien à annuler',
    nothingToRedo: 'Rien à rétablir',
    undone: 'Annulé : {{step}}',
    redone: 'Rétabli : {{step}}',
    steps: {
      partAdded: 'ajouter {{part}}',
      partRemoved: 'retirer {{part}}',
      allPartsRemoved: 'retirer toutes les pièces',
      setupSelected: 'choisir {{setup}}',
      setupCleared: 'désélectionner le setup',
      setupApplied: 'appliquer {{setup}}',
      variationChanged: 'couleur {{variation}}',
      colorsChanged: 'changement de couleur',
      changesDismissed: 'abandonner les modifications non enregistrées',
      reset: 'réinitialiser',
    },
  },
};
