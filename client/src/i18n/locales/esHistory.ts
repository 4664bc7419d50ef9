import type { TranslationTree } from '../translation.js';
import type { Translation } from './en.js';

/** Spanish texts of undo and redo: the buttons and the steps they name. */
export const esHistory: TranslationTree<Pick<Translation, 'history'>> = {
  history: {
    toolbar: 'Deshacer y rehacer',
    undo: 'Deshacer',
    redo: 'Rehacer',
    undoStep: 'Deshacer: {{step}}',
    redoStep: 'Rehacer: {{step}}',
    nothingToUndo: 'Nada que deshacer',
    nothingToRedo: 'Nada que rehacer',
    undone: 'Deshecho: {{step}}',
    redone: 'Rehecho: {{step}}',
    steps: {
      partAdded: 'añadir {{part}}',
      partRemoved: 'quitar {{part}}',
      allPartsRemoved: 'quitar todas las piezas',
      setupSelected: 'elegir {{setup}}',
      setupCleared: 'quitar la selección del setup',
      setupApplied: 'aplicar {{setup}}',
      variationChanged: 'color {{variation}}',
      colorsChanged: 'cambio de color',
      changesDismissed: 'descartar los cambios no guardados',
      reset: 'restablecer',
    },
  },
};
