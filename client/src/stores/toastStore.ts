import { TOAST_DURATION_MS } from '@configurator/domain/screen/shellConstants';
import { signal } from '@preact/signals-react';

interface ToastState {
  visible: boolean;
  message: string;
}

export const $toast = signal<ToastState>({ visible: false, message: '' });

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows a message for 1900 ms; a new toast replaces the one showing and starts its own time. */
export function showToast(message: string): void {
  clearTimeout(hideTimer);
  $toast.value = { visible: true, message };
  hideTimer = setTimeout(hideToast, TOAST_DURATION_MS);
}

export function hideToast(): void {
  clearTimeout(hideTimer);
  hideTimer = undefined;
  $toast.value = { visible: false, message: '' };
}
