import type { MouseEvent } from 'react';
import { mainContentId } from '../../ui/mainContent';

/**
 * The first stop of the Tab order: jumps past the sidebar and banners to the page's main content.
 * Focus is moved by script, so the router never sees a hash change.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${mainContentId}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
