import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { askToConfirm } from './confirmDialog';

function opener(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Delete';
  document.body.append(button);
  button.focus();
  return button;
}

describe('askToConfirm, the in-app confirmation', () => {
  it('asks the question in a modal dialog named by it, Cancel focused, and answers yes on the confirm button', async () => {
    const button = opener();
    const answer = askToConfirm('Are you sure you want to delete this wish?', { confirmLabel: 'Delete' });
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this wish?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    // The opener is named Delete too: the dialog's button comes after it.
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await answer).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('answers no on Cancel and on Escape, and gives focus back each time', async () => {
    const button = opener();
    const cancelled = askToConfirm('Sign out anyway?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await cancelled).toBe(false);
    expect(document.activeElement).toBe(button);

    const escaped = askToConfirm('Sign out anyway?');
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(await escaped).toBe(false);
    expect(document.activeElement).toBe(button);

    const byCancelEvent = askToConfirm('Sign out anyway?');
    fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    expect(await byCancelEvent).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    button.remove();
  });
});
