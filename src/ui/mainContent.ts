/** The id of each page's <main>: where the skip link goes and where focus lands on a new page. */
export const mainContentId = 'main-content';

/** Props every page's <main> carries: the skip link's target, focusable by script only. */
export const mainContentProps = { id: mainContentId, tabIndex: -1 } as const;

/**
 * Moves focus to the page's heading once it shows (a new page may still be loading), unless a field
 * in the page took focus itself (the login form's first field). Gives up after `timeoutMs`; the
 * returned function stops waiting.
 */
export function focusPageHeadingWhenShown(timeoutMs = 3000): () => void {
  const deadline = performance.now() + timeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const main = document.getElementById(mainContentId);
    const heading = main?.querySelector<HTMLElement>('h1');
    if (main && heading) {
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return;
    }
    if (performance.now() < deadline) timer = setTimeout(attempt, 16);
  };
  timer = setTimeout(attempt, 16);
  return () => clearTimeout(timer);
}
