import type { TranslationTree } from '../translation.js';
import type { Translation } from './en.js';

/** German texts of undo and redo: the buttons and the steps they name. */
export const deHistory: TranslationTree<Pick<Translation, 'history'>> = {
  history: {
    toolbar: 'Rückgängig und Wiederholen',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    undoStep: 'Rückgängig: {{step}}',
    redoStep: 'Wiederholen: {{step}}',
    nothingToUndo: 'Nichts rückgängig zu machen',
    nothingToRedo: 'Nichts zu wiederholen',
    undone: 'Rückgängig gemacht: {{step}}',
    redone: 'Wiederholt: {{step}}',
    steps: {
      partAdded: '{{part}} hinzufügen',
      partRemoved: '{{part}} entfernen',
      allPartsRemoved: 'alle Teile entfernen',
      setupSelected: '{{setup}} wählen',
      setupCleared: 'Setup-Auswahl aufheben',
      setupApplied: '{{setup}} anwenden',
      variationChanged: 'Farbe {{variation}}',
      colorsChanged: 'Farbänderung',
      changesDismissed: 'ungespeicherte Änderungen verwerfen',
      reset: 'zurücksetzen',
    },
  },
};
