let warmed = false;

/**
 * Chromium draws a date field's calendar button from an SVG image, which it parses into a document
 * of its own the first time any date field is styled, inside whatever task shows that field: the
 * first opening of the add form paid it there (19 to 20 ms of a 117 to 124 ms task at 4x CPU
 * throttling: a long task). One field shown for a frame while the page is idle pays it off any
 * click; in the same probe the image stayed parsed after the field was gone. The field is disabled,
 * out of view and hidden from assistive technology, so nobody can reach it.
 */
export function warmDateFields(): void {
  if (warmed || typeof document === 'undefined') return;
  warmed = true;
  const field = document.createElement('input');
  field.type = 'date';
  field.disabled = true;
  field.tabIndex = -1;
  field.setAttribute('aria-hidden', 'true');
  field.style.cssText = 'position: fixed; top: 0; left: -10000px;';
  document.body.append(field);
  // Removed once a frame has styled it.
  requestAnimationFrame(() => setTimeout(() => field.remove(), 0));
}
