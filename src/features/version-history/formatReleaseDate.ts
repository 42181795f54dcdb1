// UTC on both sides keeps 2025-10-09 on October 9 whatever the reader's time zone.
const releaseDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2025-10-09' -> 'October 9, 2025'. */
export function formatReleaseDate(isoDate: string): string {
  return releaseDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
