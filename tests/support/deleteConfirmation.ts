/** Test-only: a list row's Delete, which asks first and acts only on a yes. */
import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { answerConfirmation } from './confirmDialog';

interface DeleteConfirmation {
  /** The question the in-app confirmation asks. */
  question: string;
  /** Text of the one row shown, which must stay after a no. */
  row: string;
  /** What the list says once the row is gone. */
  empty: string;
}

/** Presses the row's Delete and says no (the row stays), then again and says yes (the list is empty). */
export async function deleteOnlyAfterConfirming({ question, row, empty }: DeleteConfirmation) {
  fireEvent.click(await screen.findByRole('button', { name: /^Delete/ }));
  expect(await answerConfirmation(false)).toBe(question);
  expect(screen.getByText(row)).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: /^Delete/ }));
  expect(await answerConfirmation(true)).toBe(question);
  expect(await screen.findByText(empty)).toBeTruthy();
}

/**
 * The whole test for a list page: `show` puts one row with these details on screen, Delete asks
 * `question` and keeps the row on a no, and after a yes the list says `empty` and `remaining` is 0.
 */
export function itDeletesOnlyAfterConfirming(
  question: string,
  empty: string,
  { show, remaining }: { show: (details: string) => Promise<unknown>; remaining: () => Promise<number> },
) {
  it('deletes only after the confirmation', async () => {
    await show('Keep me?');
    await deleteOnlyAfterConfirming({ question, row: 'Keep me?', empty });
    expect(await remaining()).toBe(0);
  });
}
