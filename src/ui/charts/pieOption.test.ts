import { describe, expect, it } from 'vitest';
import { pieOption, pieTooltipText, shareText, sliceColor } from './pieOption';

const items = [
  { name: 'Food', value: 20 },
  { name: 'Rent', value: 10 },
  { name: 'Uncategorized', value: 2.5 },
];

type Formatter = (params: unknown) => string;

const hueOf = (color: string) => Number(/^hsl\((\d+),/.exec(color)?.[1]);

describe('pieOption', () => {
  it('steps 15 degrees of hue per slice from hue 0 for expenses and 120 for income', () => {
    expect(pieOption({ items, startHue: 0, currency: 'USD', theme: 'light' }).color).toEqual([
      'hsl(0, 65%, 50%)',
      'hsl(15, 65%, 50%)',
      'hsl(30, 65%, 50%)',
    ]);
    expect((pieOption({ items, startHue: 120, currency: 'USD', theme: 'light' }).color as string[]).map(hueOf)).toEqual(
      [120, 135, 150],
    );
  });

  it('keeps fifteen expense slices in the reds and oranges and fifteen income slices in the greens, all distinct', () => {
    const expense = Array.from({ length: 15 }, (_, index) => sliceColor(0, index));
    const income = Array.from({ length: 15 }, (_, index) => sliceColor(120, index));
    expect(expense.map(hueOf).every((hue) => hue >= 0 && hue <= 45)).toBe(true);
    expect(income.map(hueOf).every((hue) => hue >= 120 && hue <= 165)).toBe(true);
    expect(new Set(expense).size).toBe(15);
    expect(new Set(income).size).toBe(15);
  });

  it('leaves the legend to the page (nothing paged or cut off on the canvas) and draws every item', () => {
    const option = pieOption({ items, startHue: 0, currency: 'USD', theme: 'light' });
    expect(option.legend).toBeUndefined();
    const [series] = option.series as { type: string; data: unknown[] }[];
    expect(series?.type).toBe('pie');
    expect(series?.data).toEqual(items);
  });

  it('grows the pie in, unless the person asked for reduced motion', () => {
    expect(pieOption({ items, startHue: 0, currency: 'USD', theme: 'light' }).animation).toBe(true);
    expect(pieOption({ items, startHue: 0, currency: 'USD', theme: 'light', still: true }).animation).toBe(false);
  });

  it("reads 'category: amount currency' in the tooltip, formatted, with the share", () => {
    expect(pieTooltipText('Food', 1234.5, 'EUR', 4938)).toBe('Food: 1,234.50 EUR (25.0%)');
    expect(pieTooltipText('Sushi', 12500, 'JPY', 12500)).toBe('Sushi: 12,500 JPY (100.0%)');
    const option = pieOption({ items, startHue: 0, currency: 'EGP', theme: 'dark' });
    const formatter = (option.tooltip as { formatter: Formatter }).formatter;
    expect(formatter({ name: 'Uncategorized', value: 2.5 })).toBe('Uncategorized: 2.50 EGP (7.7%)');
    expect(formatter([{ name: 'Rent', value: 10 }])).toBe('Rent: 10.00 EGP (30.8%)');
  });

  it('shows a category name that looks like HTML as text in the tooltip (stored script injection)', () => {
    const name = '<img src=x onerror=alert(1)>';
    const option = pieOption({ items: [{ name, value: 1 }], startHue: 0, currency: 'USD', theme: 'light' });
    const html = (option.tooltip as { formatter: Formatter }).formatter({ name, value: 1 });
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt;: 1.00 USD (100.0%)');
    expect((option.tooltip as { formatter: Formatter }).formatter({ name: `Tom & Jerry's "fund"`, value: 1 })).toBe(
      'Tom &amp; Jerry&#39;s &quot;fund&quot;: 1.00 USD (100.0%)',
    );
  });

  it('draws a category in the colour the person gave it, the others by their place', () => {
    const option = pieOption({
      items: [
        { name: 'Rent', value: 10 },
        { name: 'Food', value: 5, color: '#0b7285' },
      ],
      startHue: 0,
      currency: 'USD',
      theme: 'light',
    });
    expect(option.color).toEqual([sliceColor(0, 0), '#0b7285']);
  });

  it('gives a share of nothing as 0.0%', () => {
    expect(shareText(0, 0)).toBe('0.0%');
  });

  it('follows the theme with its text colours', () => {
    const light = pieOption({ items, startHue: 0, currency: 'USD', theme: 'light' });
    const dark = pieOption({ items, startHue: 0, currency: 'USD', theme: 'dark' });
    expect(light.textStyle).toEqual({ color: '#1f1a17' });
    expect(dark.textStyle).toEqual({ color: '#f4ede6' });
    expect((light.tooltip as { textStyle: unknown }).textStyle).toEqual({ color: '#1f1a17' });
  });
});
