/** Pages shown on each side of the current one (spec section 9). */
export const pageWindow = 2;

/**
 * The pager's buttons: the first and last page, `pageWindow` pages either side of the current one, and
 * a 'gap' wherever pages are skipped. Empty when there is at most one page (the pager is hidden).
 */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  if (!(total > 1)) return [];
  const last = Math.floor(total);
  const page = clampPage(current, last);
  const pages = new Set([1, last]);
  for (let p = Math.max(1, page - pageWindow); p <= Math.min(last, page + pageWindow); p += 1) pages.add(p);
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const p of [...pages].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}

/** 'Showing X to Y of Z results'. */
export function pageInfo(page: number, perPage: number, totalCount: number): string {
  if (totalCount <= 0) return 'Showing 0 to 0 of 0 results';
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, totalCount);
  return `Showing ${from} to ${to} of ${totalCount} results`;
}

/** Pages of `perPage` rows that `count` rows fill; an empty list still has its (empty) page 1. */
export const pagesFor = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage));

/** Whether `page` names page 1: it, or anything that is not a page number (clampPage reads it as 1). */
export const isFirstPage = (page: number) => !Number.isInteger(page) || page <= 1;

/** A requested page made valid: past the end -> the last page; before the start or not a number -> the first. */
export function clampPage(page: number, numPages: number): number {
  const last = Math.max(1, Number.isFinite(numPages) ? Math.floor(numPages) : 1);
  if (isFirstPage(page)) return 1;
  return Math.min(page, last);
}
