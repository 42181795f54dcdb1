/** Test-only: a form dialog filled in and sent as a person does it. */
import { fireEvent, screen, within } from '@testing-library/react';

/** Types `value` into each field of `dialog` named by its label. */
export function fillFields(dialog: HTMLElement, fields: Record<string, string>): void {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
}

/** Clicks the button of `dialog` named `name`. */
export const pressButton = (dialog: HTMLElement, name: string) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));

/** Waits for a list's empty state, presses its add button and gives the dialog it opens. */
export async function openFromEmptyList(empty: string, button: string, dialog = button): Promise<HTMLElement> {
  await screen.findByText(empty);
  fireEvent.click(screen.getByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: dialog });
}
