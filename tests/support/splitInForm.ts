import type { Locator } from 'playwright-core';

interface SecondPart {
  category: string;
  amount: string;
  tags?: readonly string[];
}

/**
 * Splits the amount typed in a transaction or scheduled form in two, as a person does: the first
 * part keeps the form's category and takes `first`, the editor says what is left, the second part
 * takes the rest; it waits until the editor says all of the amount is assigned.
 */
export async function splitInTwo(form: Locator, first: string, leftAfterFirst: string, second: SecondPart) {
  await form.getByRole('button', { name: 'Split into categories' }).click();
  await form.getByLabel('Amount of part 1').fill(first);
  await form.getByText(`${leftAfterFirst} left to assign`).waitFor();
  await form.getByLabel('Category of part 2').fill(second.category);
  await form.getByLabel('Amount of part 2').fill(second.amount);
  for (const tag of second.tags ?? []) {
    await form.getByLabel('Tags of part 2').fill(tag);
    await form.getByLabel('Tags of part 2').press('Enter');
  }
  await form.getByText('All of the amount is assigned.').waitFor();
}
