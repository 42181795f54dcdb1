import { longDate } from '../../ui/formatDate';

/** '2025-10-09' -> 'October 9, 2025': a release date is prose, so the long style (src/ui/formatDate.ts). */
export function formatReleaseDate(isoDate: string): string {
  return longDate(isoDate);
}
