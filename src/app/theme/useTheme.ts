import { useCallback, useEffect, useState } from 'react';
import { applyTheme, currentTheme, hasStoredTheme, type Theme } from './theme';

/** The theme, and a toggle that stores the choice. Until one is stored, it follows the system. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const [theme, setTheme] = useState<Theme>(currentTheme);

  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = (event: MediaQueryListEvent) => {
      if (hasStoredTheme()) return;
      const next = event.matches ? 'dark' : 'light';
      applyTheme(next, false);
      setTheme(next);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme((previous) => {
      const next = previous === 'dark' ? 'light' : 'dark';
      applyTheme(next, true);
      return next;
    });
  }, []);

  return { theme, toggleTheme };
}
