import { describe, expect, it } from 'vitest';
import { detectDateOrder, parseImportDate } from './importDates';

describe('parseImportDate', () => {
  it.each([
    ['2024-01-31', 'ymd', '2024-01-31'],
    ['2024/1/5', 'ymd', '2024-01-05'],
    ['20240503120000[-5:EST]', 'ymd', '2024-05-03'],
    ['31.01.2024', 'dmy', '2024-01-31'],
    ['04/02/24', 'dmy', '2024-02-04'],
    ['01/31/2024', 'mdy', '2024-01-31'],
    ["7/ 3'24", 'mdy', '2024-07-03'],
    ['12/31/99', 'mdy', '1999-12-31'],
    ['2024-01-31 12:30:00', 'ymd', '2024-01-31'],
  ] as const)('reads %s as %s', (text, order, iso) => {
    expect(parseImportDate(text, order)).toBe(iso);
  });

  it.each([
    ['32.08.2024', 'dmy'],
    ['02/30/2024', 'mdy'],
    ['31.01.2024', 'mdy'],
    ['2024-01-31', 'dmy'],
    ['yesterday', 'ymd'],
  ] as const)('refuses %s as %s', (text, order) => {
    expect(parseImportDate(text, order)).toBeUndefined();
  });
});

describe('detectDateOrder', () => {
  it('takes the order that reads every date, the preferred one when several do', () => {
    expect(detectDateOrder(['03/01/2024', '03/15/2024'])).toBe('mdy');
    expect(detectDateOrder(['04/02/2024', '29/02/2024'])).toBe('dmy');
    expect(detectDateOrder(['04/02/2024'])).toBe('dmy');
    expect(detectDateOrder(['04/02/2024'], ['mdy', 'dmy', 'ymd'])).toBe('mdy');
    expect(detectDateOrder(['2024-02-04'])).toBe('ymd');
  });
});
