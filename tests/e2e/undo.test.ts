import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { axeViolations } from '../support/axe';
import { answerInPage } from '../support/confirmInPage';
import { signedInWithSampleData } from '../support/sampleDataSession';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

it('deletes a transaction through the in-app question, brings it back with Undo, and again with Ctrl+Z (issue 46, item 7)', async () => {
  const { context, page } = await signedInWithSampleData(chrome.browser, app, 'undo', {
    viewport: { width: 1280, height: 800 },
  });
  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  const deleteButton = page.getByRole('button', { name: /^Delete transaction/ }).first();
  const id = await deleteButton.locator('xpath=ancestor::tr').getAttribute('data-row-id');
  expect(id).toBeTruthy();
  const row = page.locator(`.record-table tbody tr[data-row-id="${id}"]`);
  const toast = page.locator('.undo-toast');
  expect(await toast.getAttribute('role')).toBe('status');

  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const onServer = async () => {
    const answer = await fetch(`${app.baseUrl}/api/sync/pull/?protocol=1&limit=5000`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { changes } = (await answer.json()) as { changes: { id: string; deleted: boolean }[] };
    const change = changes.find((c) => c.id === id);
    return change ? (change.deleted ? 'deleted' : 'live') : 'absent';
  };

  await deleteButton.click();
  expect(await answerInPage(page, true)).toBe('Are you sure you want to delete this transaction?');
  await row.waitFor({ state: 'detached' });
  await toast.getByText('Transaction deleted.').waitFor();
  await expect.poll(onServer, { timeout: 20_000 }).toBe('deleted');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await row.waitFor();
  await toast.getByText('Undone: Transaction deleted.').waitFor();
  // An ordinary change: the server has it live again, so other devices follow.
  await expect.poll(onServer, { timeout: 20_000 }).toBe('live');

  await row.getByRole('button', { name: /^Delete transaction/ }).click();
  await answerInPage(page, true);
  await row.waitFor({ state: 'detached' });
  await toast.getByText('Transaction deleted.').waitFor();
  // Focus is on the row that took its place, not in a text field: the shortcut is the undo's.
  await page.keyboard.press('Control+z');
  await row.waitFor();
  await expect.poll(onServer, { timeout: 20_000 }).toBe('live');
  await context.close();
});

describe.each(['light', 'dark'] as const)('at 320 px in the %s theme', (colorScheme) => {
  it('keeps the question and the undo toast inside the view, and axe finds nothing', async () => {
    const { context, page } = await signedInWithSampleData(chrome.browser, app, `undo${colorScheme}`, {
      viewport: { width: 320, height: 700 },
      colorScheme,
    });
    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    const inView = (box: { x: number; width: number } | null) => box !== null && box.x >= 0 && box.x + box.width <= 320;
    await page
      .getByRole('button', { name: /^Delete transaction/ })
      .first()
      .click();
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    expect(inView(await question.boundingBox())).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await answerInPage(page, true);
    const card = page.locator('.undo-toast__card');
    await card.getByRole('button', { name: 'Undo' }).waitFor();
    expect(inView(await card.boundingBox())).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
