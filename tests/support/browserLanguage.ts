import { vi } from 'vitest';

/**
 * Makes the jsdom browser speak `locale` (navigator.languages[0], which personLocale reads) until
 * `vi.restoreAllMocks()`.
 */
export function speaks(locale: string) {
  return vi.spyOn(navigator, 'languages', 'get').mockReturnValue([locale]);
}
