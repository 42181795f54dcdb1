import { useSyncExternalStore } from 'react';
import { currentTheme, type Theme } from '../../app/theme/theme';

function subscribe(onChange: () => void): () => void {
  // The theme toggle writes data-theme on <html>; watching it keeps the charts in step with any toggle.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The theme the page shows now, for what CSS cannot reach (chart canvases). */
export function useDocumentTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
