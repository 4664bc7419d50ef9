import { batch } from '@preact/signals-react';
import { act, screen } from '@testing-library/react';
import {
  $configuration,
  $preservableSaveDetails,
  $wasRecentlyCreated,
  type SaveDetails,
} from '../../../stores/configurationStore.js';
import { type DialogKind, openDialog } from '../../../stores/dialogStore.js';
import { loadedConfigurationFixture } from '../../../testing/loadedConfiguration.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';

/** A stored configuration with an output dialog open over the app's dialog host, for component tests. */

export const ID = 'c0ffee00-0000-4000-8000-0000000000a1';
export const API = `/api/posconfigurator/configuration/${ID}`;

interface DialogOptions {
  saveDetails?: SaveDetails | null;
  wasRecentlyCreated?: boolean;
}

export function showOutputDialog(kind: DialogKind, options: DialogOptions = {}) {
  batch(() => {
    $configuration.value = loadedConfigurationFixture(ID).Configuration;
    $preservableSaveDetails.value = options.saveDetails ?? null;
    $wasRecentlyCreated.value = options.wasRecentlyCreated ?? false;
  });
  const view = renderWithShell(null, {
    path: '/main/configuration/KTM-390-DUKE-2024/categories?culture=en-GB',
  });
  act(() => openDialog({ kind }));
  return { ...view, dialog: () => screen.getByRole('dialog') };
}

/** An answer that waits until the test lets it go, to look at the sending state. */
export function held<T>() {
  let release: (value: T) => void = () => {};
  const answer = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}
