/** Test-only: the currency combobox (src/ui/CurrencyPicker) driven as a person does, in one place. */
import { fireEvent, within } from '@testing-library/react';

/** The combobox labelled `label` inside `container`. */
export function currencyBox(container: HTMLElement, label = 'Currency'): HTMLInputElement {
  return within(container).getByRole('combobox', { name: label }) as HTMLInputElement;
}

/** Types `text` into the picker: the first match becomes its value, and the list stays open. */
export function searchCurrency(container: HTMLElement, text: string, label = 'Currency'): HTMLInputElement {
  const box = currencyBox(container, label);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  return box;
}

/** Chooses `code` by typing it and pressing Enter, as the keyboard does. */
export function chooseCurrency(container: HTMLElement, code: string, label = 'Currency'): void {
  const box = searchCurrency(container, code, label);
  fireEvent.keyDown(box, { key: 'Enter' });
}

/** The codes the open list offers, in order. */
export function offeredCurrencies(container: HTMLElement): string[] {
  return within(container)
    .queryAllByRole('option')
    .map((option) => option.id.slice(option.id.lastIndexOf('-') + 1));
}
