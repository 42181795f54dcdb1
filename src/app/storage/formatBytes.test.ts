import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it.each<[number, string]>([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1 kB'],
    [12_345, '12.3 kB'],
    [4_250_000, '4.3 MB'],
    [299_000_000_000, '299 GB'],
  ])('%d -> %s', (bytes, expected) => {
    expect(formatBytes(bytes, 'en-US')).toBe(expected);
  });
});
