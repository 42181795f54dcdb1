export type Theme = 'light' | 'dark';

/** The spec's local storage key for the chosen theme. */
export const themeStorageKey = 'theme-preference';

/** public/theme-init.js has already resolved the theme before the first paint; React starts from it. */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, remember: boolean): void {
  document.documentElement.dataset.theme = theme;
  if (remember) {
    try {
      localStorage.setItem(themeStorageKey, theme);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  }
}

export function hasStoredTheme(): boolean {
  try {
    return localStorage.getItem(themeStorageKey) !== null;
  } catch {
    return false;
  }
}
