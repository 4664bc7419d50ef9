// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../testing/renderWithShell.js';
import { DialogFrame } from './DialogFrame.js';

/** A page with an opener button; the dialog has a field, a disabled button and two actions. */
function Page({ onDismiss, loading = false }: { onDismiss?: () => void; loading?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onDismiss?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <DialogFrame
          title="Question"
          onDismiss={close}
          actions={
            loading ? (
              <button type="button" disabled>
                Wait
              </button>
            ) : (
              <>
                <button type="button">No</button>
                <button type="button" disabled>
                  Later
                </button>
                <button type="button">Yes</button>
              </>
            )
          }
        >
          {loading ? <p>Loading</p> : <input aria-label="Name" />}
        </DialogFrame>
      ) : null}
    </>
  );
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('DialogFrame by keyboard', () => {
  afterEach(cleanup);

  it('moves focus in, keeps Tab inside both ways, closes on Escape and gives focus back', () => {
    const onDismiss = vi.fn();
    renderWithShell(<Page onDismiss={onDismiss} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    // The first control that takes focus, past the corner's close.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));

    // Past the last stop (the disabled button is skipped) to the first: the corner's close.
    screen.getByRole('button', { name: 'Yes' }).focus();
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    // And back from the first to the last.
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
    // Within the dialog, Tab is left to the browser.
    screen.getByRole('button', { name: 'No' }).focus();
    expect(tab()).toBe(true);

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the dialog itself while its only action is disabled', () => {
    renderWithShell(<Page loading />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });
});
