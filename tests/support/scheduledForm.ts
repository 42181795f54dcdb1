/** Test-only: the scheduled screen's Add Scheduled form in the browser. */
import type { Locator, Page } from 'playwright-core';

/** Opens Add Scheduled on the scheduled screen, lets `fill` fill in the dialog, saves, and waits for it to close. */
export async function addScheduledInPage(page: Page, fill: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Add Scheduled' }).last().click();
  const add = page.getByRole('dialog', { name: 'Add Scheduled Transaction' });
  await fill(add);
  await add.getByRole('button', { name: 'Add Scheduled' }).click();
  await add.waitFor({ state: 'detached' });
}
