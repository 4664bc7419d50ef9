import { signal } from '@preact/signals-react';

/** The dialog kinds of the specification, spelled as it spells them. */
export const DIALOG_KINDS = [
  'setupParts',
  'addPart',
  'removePart',
  'configurationSummary',
  'warnBeforeExit',
  'saveConfiguration',
  'savedConfiguration',
  'conflictWhileAddPart',
  'exportConfiguration',
  'shareConfiguration',
  'removeConflictingPart',
  'deleteConfiguraion',
  'sendConfiguration',
  'sendConfigurationToDealer',
  'userGuidance',
  'languageSelection',
] as const;

export type DialogKind = (typeof DIALOG_KINDS)[number];

export function isDialogKind(kind: string): kind is DialogKind {
  return (DIALOG_KINDS as readonly string[]).includes(kind);
}

export interface OpenDialog {
  /** A kind of the list; anything else shows the generic error dialog. */
  kind: DialogKind | (string & {});
  title?: string;
  data?: Record<string, unknown>;
  shareType?: string;
}

export const $dialog = signal<OpenDialog | null>(null);

export function openDialog(dialog: OpenDialog): void {
  $dialog.value = dialog;
}

export function closeDialog(): void {
  $dialog.value = null;
}
