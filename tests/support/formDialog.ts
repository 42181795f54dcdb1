/** Test-only: a form dialog filled in and sent as a person does it. */
import { fireEvent, within } from '@testing-library/react';

/** Types `value` into each field of `dialog` named by its label. */
export function fillFields(dialog: HTMLElement, fields: Record<string, string>): void {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
}

/** Clicks the button of `dialog` named `name`. */
export const pressButton = (dialog: HTMLElement, name: string) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));
