/** Test-only: the in-app confirmation (src/ui/confirmDialog.ts) answered in the browser. */
import type { Page } from 'playwright-core';

/** Waits for the confirmation, presses its confirm (yes) or Cancel (no) button, and gives back its question. */
export async function answerInPage(page: Page, answer: boolean): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const question = (await dialog.locator('.confirm-dialog__question').textContent()) ?? '';
  await dialog.locator(`[data-answer="${answer ? 'yes' : 'no'}"]`).click();
  await dialog.waitFor({ state: 'detached' });
  return question;
}

/** The sidebar's Logout to /login, confirming the unsent-changes warning should one be asked. */
export async function logOutConfirming(page: Page, loginUrl: string): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  const asked = await Promise.race([
    page.waitForURL(loginUrl).then(() => false),
    page
      .getByRole('alertdialog')
      .waitFor()
      .then(() => true),
  ]);
  if (asked) await answerInPage(page, true);
  await page.waitForURL(loginUrl);
}
