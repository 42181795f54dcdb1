import { describe, expect, it } from 'vitest';
import { appVersion } from '../../domain/version';
import { releases } from './releases';

const versionParts = (version: string) => version.split('.').map(Number);

function compareVersions(a: string, b: string): number {
  const [left, right] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

describe('releases', () => {
  it('starts with the current app version', () => {
    expect(releases[0]?.version).toBe(appVersion);
  });

  it('is ordered newest first by version and by date', () => {
    for (let i = 1; i < releases.length; i++) {
      const [newer, older] = [releases[i - 1], releases[i]];
      if (!newer || !older) throw new Error('gap in releases');
      expect(compareVersions(newer.version, older.version)).toBeGreaterThan(0);
      expect(newer.date > older.date).toBe(true);
    }
  });

  it('uses real ISO calendar dates', () => {
    for (const { date } of releases) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
  });

  it('covers every major version from 2 to 7', () => {
    const versions = releases.map((release) => release.version);
    for (const major of [2, 3, 4, 5, 6, 7]) expect(versions).toContain(`${major}.0.0`);
    expect(releases.at(-1)?.version).toBe('2.0.0');
  });
});
