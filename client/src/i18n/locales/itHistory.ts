import type { TranslationTree } from '../translation.js';
import type { Translation } from './en.js';

/** Italian texts of undo and redo: the buttons and the steps they name. */
export const itHistory: TranslationTree<Pick<Translation, 'history'>> = {
  history: {
    toolbar: 'Annulla e ripeti',
    undo: 'Annulla',
    redo: 'Ripeti',
    undoStep: 'Annulla: {{step}}',
    redoStep: 'Ripeti: {{step}}',
    nothingToUndo: 'Niente da annullare',
    nothingToRedo: 'Niente da ripetere',
    undone: 'Annullato: {{step}}',
    redone: 'Ripetuto: {{step}}',
    steps: {
      partAdded: 'aggiungi {{part}}',
      partRemoved: 'rimuovi {{part}}',
      allPartsRemoved: 'rimuovi tutti i componenti',
      setupSelected: 'scegli {{setup}}',
      setupCleared: 'deseleziona il setup',
      setupApplied: 'applica {{setup}}',
      variationChanged: 'colore {{variation}}',
      colorsChanged: 'cambio colore',
      changesDismissed: 'scarta le modifiche non salvate',
      reset: 'ripristina',
    },
  },
};
