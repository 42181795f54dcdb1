import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Edit Thing" onClose={() => setOpen(false)}>
          <button type="button">Help</button>
          <input aria-label="Name" />
          <button type="button">Save</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, focuses the first field and gives focus back on close', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit Thing' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('has focus inside when its first commit ends, before the browser paints it', () => {
    // A parent's layout effects run after its children's and before the browser paints.
    let focusedAtCommit: Element | null = null;
    function Page() {
      useLayoutEffect(() => {
        focusedAtCommit = document.activeElement;
      }, []);
      return (
        <Modal title="Edit Thing" onClose={() => undefined}>
          <input aria-label="Name" />
        </Modal>
      );
    }
    render(<Page />);
    expect(focusedAtCommit).toBe(screen.getByLabelText('Name'));
  });

  it('keeps Tab inside the dialog', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on a click on the backdrop but not on a click inside', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeTruthy();
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
