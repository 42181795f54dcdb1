/** Test-only: answering the in-app confirmation (src/ui/confirmDialog.ts) in a component test. */
import { act, fireEvent, screen } from '@testing-library/react';

/** Waits for the confirmation, presses its confirm (yes) or Cancel (no) button, and gives back its question. */
export async function answerConfirmation(answer: boolean): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const question = dialog.querySelector('.confirm-dialog__question')?.textContent ?? '';
  const button = dialog.querySelector<HTMLButtonElement>(`[data-answer="${answer ? 'yes' : 'no'}"]`);
  if (!button) throw new Error('The confirmation has no answer buttons');
  fireEvent.click(button);
  // The asker goes on after its await: its first state change (busy) is drawn before this returns.
  await act(async () => {});
  return question;
}

/** Whether a confirmation is on screen (one asked and not answered). */
export function confirmationIsOpen(): boolean {
  return screen.queryByRole('alertdialog') !== null;
}
