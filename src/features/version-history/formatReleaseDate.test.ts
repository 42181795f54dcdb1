import { afterAll, describe, expect, it } from 'vitest';

const originalTimeZone = process.env.TZ;

afterAll(() => {
  process.env.TZ = originalTimeZone;
});

describe('formatReleaseDate', () => {
  it('keeps the calendar day for readers west of UTC', async () => {
    // Midnight UTC is still the previous evening in Los Angeles: the date must not slip back a day.
    process.env.TZ = 'America/Los_Angeles';
    const { formatReleaseDate } = await import('./formatReleaseDate');
    expect(formatReleaseDate('2025-10-09')).toBe('October 9, 2025');
    expect(formatReleaseDate('2024-07-01')).toBe('July 1, 2024');
  });
});
