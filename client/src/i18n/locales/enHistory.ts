/** English texts of undo and redo: the buttons and the steps they name. */
export const enHistory = {
  history: {
    toolbar: 'Undo and redo',
    undo: 'Undo',
    redo: 'Redo',
    undoStep: 'Undo: {{step}}',
    redoStep: 'Redo: {{step}}',
    nothingToUndo: 'Nothing to undo',
    nothingToRedo: 'Nothing to redo',
    undone: 'Undone: {{step}}',
    redone: 'Redone: {{step}}',
    steps: {
      partAdded: 'add {{part}}',
      partRemoved: 'remove {{part}}',
      allPartsRemoved: 'remove all parts',
      setupSelected: 'choose {{setup}}',
      setupCleared: 'clear the chosen setup',
      setupApplied: 'apply {{setup}}',
      variationChanged: 'colour {{variation}}',
      colorsChanged: 'colour change',
      changesDismissed: 'dismiss the unsaved changes',
      reset: 'reset',
    },
  },
};
