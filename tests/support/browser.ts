import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumPath } from './chromium';

export { chromiumPath };

/** One headless Chromium for a test file, closed after it. Each test makes its own context. */
export function useBrowser(): { browser: Browser } {
  const holder = {} as { browser: Browser };
  beforeAll(async () => {
    holder.browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return holder;
}
