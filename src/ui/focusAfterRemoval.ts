/**
 * After a row is deleted, focus goes to the row that took its place (the next one, or the new last
 * one), else to the list itself, never to the top of the page. Rows carry `data-row-id`; the list
 * (`container`) has tabIndex -1. Waits, up to `timeoutMs`, for the live list to drop the row.
 */
export function focusAfterRemoval(container: HTMLElement, removedId: string, timeoutMs = 2000): void {
  const rowsNow = () => [...container.querySelectorAll<HTMLElement>('[data-row-id]')];
  const index = rowsNow().findIndex((row) => row.dataset.rowId === removedId);
  const deadline = performance.now() + timeoutMs;
  const attempt = () => {
    if (!container.isConnected) return;
    const rows = rowsNow();
    if (rows.some((row) => row.dataset.rowId === removedId) && performance.now() < deadline) {
      setTimeout(attempt, 16);
      return;
    }
    const row = rows[Math.min(Math.max(index, 0), rows.length - 1)];
    const button = row?.querySelector<HTMLElement>('button:not([disabled])');
    (button ?? container).focus();
  };
  setTimeout(attempt, 16);
}
