/** Test-only: a list row's Delete, which asks first and acts only on a yes. */
import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

interface DeleteConfirmation {
  /** The question the browser's confirm asks. */
  question: string;
  /** Text of the one row shown, which must stay after a no. */
  row: string;
  /** What the list says once the row is gone. */
  empty: string;
}

/** Presses the row's Delete and says no (the row stays), then again and says yes (the list is empty). */
export async function deleteOnlyAfterConfirming({ question, row, empty }: DeleteConfirmation) {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  fireEvent.click(await screen.findByRole('button', { name: /^Delete/ }));
  expect(confirm).toHaveBeenCalledWith(question);
  expect(screen.getByText(row)).toBeTruthy();

  confirm.mockReturnValue(true);
  fireEvent.click(screen.getByRole('button', { name: /^Delete/ }));
  expect(await screen.findByText(empty)).toBeTruthy();
}
