import type { Page } from 'playwright-core';

/** Unfolds the transactions screen's "Filters" (folded while none is on: issue 46, item 5). */
export async function showFilters(page: Page): Promise<void> {
  const fold = page.locator('details.transaction-search__more');
  if (!(await fold.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await fold.locator(':scope > summary').click();
  }
}
