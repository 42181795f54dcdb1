import { describe, expect, it } from 'vitest';
import { clampPage, pageInfo, pageItems } from './pagination';

describe('pageItems', () => {
  it.each<[number, number, (number | 'gap')[]]>([
    [1, 0, []],
    [1, 1, []],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'gap', 10]],
    [5, 10, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]],
    [6, 10, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 10]],
    [7, 10, [1, 'gap', 5, 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 8, 9, 10]],
    [50, 100, [1, 'gap', 48, 49, 50, 51, 52, 'gap', 100]],
    [5, 7, [1, 'gap', 3, 4, 5, 6, 7]], // a gap even when it hides a single page
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [99, 10, [1, 'gap', 8, 9, 10]], // out of range: as if on the last page
    [0, 10, [1, 2, 3, 'gap', 10]], // out of range: as if on the first page
  ])('page %d of %d', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });
});

describe('pageInfo', () => {
  it.each<[number, number, number, string]>([
    [1, 10, 0, 'Showing 0 to 0 of 0 results'],
    [1, 10, 1, 'Showing 1 to 1 of 1 results'],
    [1, 10, 10, 'Showing 1 to 10 of 10 results'],
    [1, 10, 25, 'Showing 1 to 10 of 25 results'],
    [2, 10, 25, 'Showing 11 to 20 of 25 results'],
    [3, 10, 25, 'Showing 21 to 25 of 25 results'],
    [2, 20, 40, 'Showing 21 to 40 of 40 results'],
  ])('page %d by %d of %d', (page, perPage, total, expected) => {
    expect(pageInfo(page, perPage, total)).toBe(expected);
  });
});

describe('clampPage', () => {
  it.each<[number, number, number]>([
    [1, 5, 1],
    [3, 5, 3],
    [5, 5, 5],
    [6, 5, 5],
    [999, 5, 5],
    [0, 5, 1],
    [-3, 5, 1],
    [2.5, 5, 1],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 1],
    [1, 0, 1],
    [3, 0, 1],
    [3, Number.NaN, 1],
  ])('page %d of %d -> %d', (page, numPages, expected) => {
    expect(clampPage(page, numPages)).toBe(expected);
  });
});
