import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';

/** One screen of the app as a person reaches it: an address, and what to do there first. */
export interface Screen {
  name: string;
  path: string;
  /** Opens a modal or a state of the page after it loads. */
  open?: (page: Page) => Promise<void>;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Chooses a file of tests/fixtures/import on the import screen, unless a step past that is already showing. */
async function chooseImportFile(page: Page, name: string, then?: (page: Page) => Promise<void>) {
  const input = page.getByLabel('File to import');
  if (!(await input.count())) return;
  await input.setInputFiles(join(import.meta.dirname, '../fixtures/import', name));
  await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
  await then?.(page);
}

/** Every screen a visitor reaches (the Google callback's error screen leaves after 3 s and is checked apart). */
export const signedOutScreens: Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password-invalid', path: '/reset-password' },
  { name: 'verify-email-failed', path: '/verify-email/nobody/bad-token' },
  { name: 'verify-email-change-failed', path: '/verify-email-change/nobody/bad-token/new%40example.org' },
  { name: 'approve-email-change', path: '/approve-email-change/nobody/bad-token/bmV3QGV4YW1wbGUub3Jn' },
  { name: 'cancel-email-change', path: '/cancel-email-change/nobody/bad-token' },
  { name: 'version-history', path: '/version-history' },
];

/** Every screen of a signed-in person, with each tab that changes what the page shows. */
export const signedInScreens: Screen[] = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'profile-information', path: '/profile' },
  { name: 'profile-password', path: '/profile?tab=password' },
  { name: 'profile-currency', path: '/profile?tab=currency' },
  { name: 'profile-target', path: '/profile?tab=target' },
  { name: 'transactions', path: '/show_trans' },
  {
    // Search, filters and an order from the URL, with the category list opened (issue 17).
    name: 'transactions-filtered',
    path: '/show_trans?q=month&type=withdraw&category=%5B%22Rent%22%2C%22Transport%22%5D&sort=amount&dir=asc&per_page=25',
    open: async (page) => {
      const categories = page.locator('details.category-filter').filter({ hasText: 'Categories' });
      if (!(await categories.evaluate((element) => (element as HTMLDetailsElement).open))) {
        await categories.locator('summary').click();
      }
    },
  },
  { name: 'transactions-no-match', path: '/show_trans?q=nothing-like-this' },
  { name: 'networth-details', path: '/show_networth_details' },
  // Accounts (issue 44): the list, the account every sample transaction is in, and its reconciliation.
  { name: 'accounts', path: '/accounts' },
  { name: 'account', path: '/accounts/currency-account-USD' },
  { name: 'account-reconcile', path: '/accounts/currency-account-USD/reconcile' },
  // The import (issue 17): its first step, a bank CSV's mapping, and a preview listing unreadable rows.
  { name: 'import', path: '/import_trans' },
  { name: 'import-mapping', path: '/import_trans', open: (page) => chooseImportFile(page, 'bank-de-semicolon.csv') },
  {
    name: 'import-preview',
    path: '/import_trans',
    open: (page) =>
      chooseImportFile(page, 'malformed-amount.csv', async () => {
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
      }),
  },
  { name: 'wishlist', path: '/wishlist' },
  { name: 'scheduled', path: '/show_scheduled_trans' },
  { name: 'upcoming', path: '/upcoming' },
  { name: 'forecast', path: '/forecast' },
  { name: 'target-history', path: '/show-target-history' },
  { name: 'budgets', path: '/budgets' },
  { name: 'monthly-reports', path: '/monthly-reports' },
  { name: 'reports-monthly', path: '/reports' },
  { name: 'reports-yearly', path: '/reports?tab=yearly' },
  { name: 'reports-historical', path: `/reports?tab=historical&month=%22${thisMonth()}%22` },
  { name: 'categories', path: '/categories' },
  { name: 'payees', path: '/payees' },
  { name: 'tags', path: '/tags' },
  { name: 'rules', path: '/rules' },
  {
    name: 'reports-trends',
    path: '/reports?tab=trends',
    // The table views are checked too, not only the charts.
    open: async (page) => {
      await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
    },
  },
];

async function openDialog(page: Page, button: string, exactDialog?: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.getByRole('dialog', exactDialog ? { name: exactDialog } : {}).waitFor();
}

/** Each modal, opened where a person opens it. */
export const modalScreens: Screen[] = [
  { name: 'modal-add-rule', path: '/rules', open: (page) => openDialog(page, 'Add rule') },
  { name: 'modal-add-income-from-dashboard', path: '/dashboard', open: (page) => openDialog(page, 'Add Income') },
  { name: 'modal-add-transaction', path: '/show_trans', open: (page) => openDialog(page, 'Add Transaction') },
  {
    // The split editor (issue 45): its parts, what is left to assign, and each part's tags.
    name: 'modal-split-transaction',
    path: '/show_trans',
    open: async (page) => {
      await openDialog(page, 'Add Transaction');
      await page.getByRole('dialog').getByRole('button', { name: 'Split into categories' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Unsplit' }).waitFor();
    },
  },
  {
    name: 'modal-edit-transaction',
    path: '/show_trans',
    open: async (page) => {
      await page.getByRole('button', { name: /^Edit/ }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'modal-add-wish', path: '/wishlist', open: (page) => openDialog(page, 'Add Wish') },
  { name: 'modal-add-scheduled', path: '/show_scheduled_trans', open: (page) => openDialog(page, 'Add Scheduled') },
  { name: 'modal-add-budget', path: '/budgets', open: (page) => openDialog(page, 'Add Budget') },
  { name: 'modal-move-money', path: '/show_trans', open: (page) => openDialog(page, 'Move money') },
  { name: 'modal-add-account', path: '/accounts', open: (page) => openDialog(page, 'Add account') },
  { name: 'modal-merge-category', path: '/categories', open: (page) => openFirstDialog(page, /^Merge /) },
  { name: 'modal-rename-category', path: '/categories', open: (page) => openFirstDialog(page, /^Rename /) },
  { name: 'modal-category-colour', path: '/categories', open: (page) => openFirstDialog(page, /^Colour /) },
];

/** For buttons named after their row ("Merge Rent"): the first row's. */
async function openFirstDialog(page: Page, button: RegExp) {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('dialog').waitFor();
}

/**
 * Waits until the page has its heading and nothing is loading any more (lists, reports, charts), then
 * for fonts and two frames, so what is checked or photographed is what a person sees.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], .pie-chart--loading, .startup-screen') &&
      !document.body.textContent?.includes('Loading your workspace'),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export const widths = [1280, 390] as const;
export const themes = ['light', 'dark'] as const;

/**
 * Opens the screen, then at each width and theme shows it as a person sees it there (its modal or
 * state opened once, kept across the switches) and hands it to `look`: axe, or the camera.
 */
export async function atEveryView(
  page: Page,
  baseUrl: string,
  screen: Screen,
  look: (width: number, theme: 'light' | 'dark') => Promise<void>,
): Promise<void> {
  await page.goto(`${baseUrl}${screen.path}`);
  await settled(page);
  for (const width of widths) {
    for (const theme of themes) {
      await viewAs(page, width, theme);
      if (screen.open && !(await page.getByRole('dialog').count())) {
        await screen.open(page);
        await settled(page);
      }
      await look(width, theme);
    }
  }
}

/** Switches the system colour scheme (no theme is stored, so the app follows it) and the window width. */
export async function viewAs(page: Page, width: number, theme: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
  // Layout and the drawer's slide settle (the sidebar moves in 0.2 s).
  await page.waitForTimeout(250);
}

/** axe at a phone's 320 px and a desktop's width, in both themes: every violation named with where it was. */
export async function violationsEverywhere(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [320, 1280])
    for (const theme of themes) {
      await viewAs(page, width, theme);
      for (const violation of await axeViolations(page)) found.push(`${where} ${width}px ${theme}: ${violation}`);
    }
  return found;
}
