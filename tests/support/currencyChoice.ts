/** Test-only: the currency combobox (src/ui/CurrencyPicker) used in the browser as a person does. */
import type { Locator } from 'playwright-core';

/** The currency combobox labelled `label` inside `scope`. */
export const currencyCombobox = (scope: Locator, label = 'Currency'): Locator =>
  scope.getByRole('combobox', { name: label, exact: true });

/**
 * Chooses a currency by typing `search` (its code by default; a name or symbol works too) and
 * pressing Enter on the first match, which must be `code`.
 */
export async function chooseCurrency(scope: Locator, code: string, { search = code, label = 'Currency' } = {}) {
  const box = currencyCombobox(scope, label);
  // Emptied first: the same text as the field shows ("USD" over "USD") would be no change at all.
  await box.fill('');
  await box.fill(search);
  const list = scope.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  await list
    .getByRole('option')
    .first()
    .filter({ hasText: new RegExp(`^${code}\\b`) })
    .waitFor();
  await box.press('Enter');
}
