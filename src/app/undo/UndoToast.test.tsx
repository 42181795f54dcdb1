import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UndoToast, undoToastMs } from './UndoToast';
import { forgetUndos, offerUndo } from './undoStack';

afterEach(() => {
  vi.useRealTimers();
  act(() => forgetUndos());
});

const status = () => screen.getByRole('status');

describe('UndoToast (issue 46, item 7)', () => {
  it('offers the undo in a polite status with a button, runs it once, and says it was undone', async () => {
    const undo = vi.fn(() => Promise.resolve());
    render(<UndoToast />);
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('');
    act(() => offerUndo({ message: 'Transaction deleted.', undo }));
    expect(status().textContent).toContain('Transaction deleted.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Transaction deleted.')).toBeTruthy();
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    // Focus stays on the toast, not lost to the page's body.
    expect(document.activeElement).toBe(status());
  });

  it('goes after 8 seconds, waits while focused, and Ctrl+Z still undoes the newest command', async () => {
    vi.useFakeTimers();
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    render(<UndoToast />);
    act(() => offerUndo({ message: 'Wish deleted.', undo: first }));
    act(() => offerUndo({ message: '2 transactions deleted.', undo: second }));
    act(() => vi.advanceTimersByTime(undoToastMs - 100));
    expect(status().textContent).toContain('2 transactions deleted.');
    fireEvent.focus(screen.getByRole('button', { name: 'Undo' }));
    act(() => vi.advanceTimersByTime(undoToastMs));
    expect(status().textContent).toContain('2 transactions deleted.');
    fireEvent.blur(screen.getByRole('button', { name: 'Undo' }));
    act(() => vi.advanceTimersByTime(undoToastMs));
    expect(status().textContent).toBe('');

    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    });
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    });
    expect(first).toHaveBeenCalledOnce();
  });

  it('leaves Ctrl+Z to a text field', () => {
    const undo = vi.fn(() => Promise.resolve());
    render(
      <>
        <input aria-label="Description" />
        <UndoToast />
      </>,
    );
    act(() => offerUndo({ message: 'Transaction deleted.', undo }));
    fireEvent.keyDown(screen.getByLabelText('Description'), { key: 'z', ctrlKey: true });
    expect(undo).not.toHaveBeenCalled();
  });
});
