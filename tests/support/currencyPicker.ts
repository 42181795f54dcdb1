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

/** The options of the picker's list (the one its combobox controls), empty while it is closed. */
function currencyOptions(container: HTMLElement, label: string): HTMLElement[] {
  const list = document.getElementById(currencyBox(container, label).getAttribute('aria-controls') ?? '');
  return list ? within(list).queryAllByRole('option') : [];
}

const codeOf = (option: HTMLElement) => option.id.slice(option.id.lastIndexOf('-') + 1);

/** The codes the open list offers, in order. */
export function offeredCurrencies(container: HTMLElement, label = 'Currency'): string[] {
  return currencyOptions(container, label).map(codeOf);
}

/** The currency the picker holds: the selected option while its list is open (the field shows the search), else the field. */
export function chosenCurrency(container: HTMLElement, label = 'Currency'): string {
  const box = currencyBox(container, label);
  if (box.getAttribute('aria-expanded') !== 'true') return box.value;
  const selected = currencyOptions(container, label).find((option) => option.getAttribute('aria-selected') === 'true');
  return selected ? codeOf(selected) : box.value;
}
