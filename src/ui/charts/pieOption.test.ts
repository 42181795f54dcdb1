import { describe, expect, it } from 'vitest';
import { pieOption, pieTooltipText, sliceColor } from './pieOption';

const items = [
  { name: 'Food', value: 20 },
  { name: 'Rent', value: 10 },
  { name: 'Uncategorized', value: 2.5 },
];

type Formatter = (params: unknown) => string;

describe('pieOption', () => {
  it('steps 15 degrees of hue per slice from hue 0 for expenses', () => {
    expect(pieOption({ items, startHue: 0, currency: 'USD', theme: 'light' }).color).toEqual([
      'hsl(0, 65%, 55%)',
      'hsl(15, 65%, 55%)',
      'hsl(30, 65%, 55%)',
    ]);
  });

  it('starts income at hue 120', () => {
    expect(pieOption({ items, startHue: 120, currency: 'USD', theme: 'light' }).color).toEqual([
      'hsl(120, 65%, 55%)',
      'hsl(135, 65%, 55%)',
      'hsl(150, 65%, 55%)',
    ]);
  });

  it('wraps around the colour wheel after 24 slices', () => {
    expect(sliceColor(120, 16)).toBe('hsl(0, 65%, 55%)');
    expect(sliceColor(0, 25)).toBe('hsl(15, 65%, 55%)');
  });

  it('shows the legend at the bottom and every item as a slice', () => {
    const option = pieOption({ items, startHue: 0, currency: 'USD', theme: 'light' });
    expect(option.legend).toMatchObject({ bottom: 0 });
    const [series] = option.series as { type: string; data: unknown[] }[];
    expect(series?.type).toBe('pie');
    expect(series?.data).toEqual(items);
  });

  it("reads 'category: amount currency' with two decimals in the tooltip", () => {
    expect(pieTooltipText('Food', 20, 'EUR')).toBe('Food: 20.00 EUR');
    const option = pieOption({ items, startHue: 0, currency: 'EGP', theme: 'dark' });
    const formatter = (option.tooltip as { formatter: Formatter }).formatter;
    expect(formatter({ name: 'Uncategorized', value: 2.5 })).toBe('Uncategorized: 2.50 EGP');
    expect(formatter([{ name: 'Rent', value: 1234.5 }])).toBe('Rent: 1234.50 EGP');
  });

  it('follows the theme with its text colours', () => {
    const light = pieOption({ items, startHue: 0, currency: 'USD', theme: 'light' });
    const dark = pieOption({ items, startHue: 0, currency: 'USD', theme: 'dark' });
    expect(light.textStyle).toEqual({ color: '#1f1a17' });
    expect(dark.textStyle).toEqual({ color: '#f4ede6' });
    expect((dark.legend as { textStyle: unknown }).textStyle).toEqual({ color: '#f4ede6' });
    expect((light.tooltip as { textStyle: unknown }).textStyle).toEqual({ color: '#1f1a17' });
  });
});
