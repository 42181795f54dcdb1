import { describe, expect, it } from 'vitest';
import { axisAmountText, trendOption, trendTooltipLines } from './trendOption';

type Formatter = (params: unknown) => string;

const input = {
  kind: 'bar' as const,
  axisLabels: ['Jan', 'Feb'],
  tooltipLabels: ['January 2026', 'February 2026'],
  series: [
    { name: 'Income', color: 'income' as const, cents: [123_450, 0] },
    { name: 'Expense', color: 'expense' as const, cents: [2_550, 99] },
  ],
  currency: 'USD',
};

describe('trendOption', () => {
  it('draws one bar series per figure in units, coloured as the app colours income and expense', () => {
    const light = trendOption({ ...input, theme: 'light' });
    expect(light.color).toEqual(['#237a36', '#c92a2a']);
    expect(trendOption({ ...input, theme: 'dark' }).color).toEqual(['#51cf66', '#ff6b6b']);
    const series = light.series as { type: string; name: string; data: number[] }[];
    expect(series.map((entry) => [entry.type, entry.name, entry.data])).toEqual([
      ['bar', 'Income', [1234.5, 0]],
      ['bar', 'Expense', [25.5, 0.99]],
    ]);
    expect((light.xAxis as { data: string[] }).data).toEqual(['Jan', 'Feb']);
  });

  it('draws a line for a line trend and follows the theme with its text colours', () => {
    const option = trendOption({
      ...input,
      kind: 'line',
      series: [{ name: 'Net worth', color: 'accent', cents: [100, -50] }],
      theme: 'dark',
    });
    expect((option.series as { type: string; data: number[] }[])[0]).toMatchObject({ type: 'line', data: [1, -0.5] });
    expect(option.textStyle).toEqual({ color: '#f4ede6' });
    expect(option.color).toEqual(['#ff8a3d']);
  });

  it('keeps its labels inside the box, so a phone width never cuts an axis off', () => {
    expect(trendOption({ ...input, theme: 'light' }).grid).toMatchObject({ containLabel: true });
  });

  it("reads the month in full then each series' formatted amount in the tooltip", () => {
    const formatter = (trendOption({ ...input, theme: 'light' }).tooltip as { formatter: Formatter }).formatter;
    expect(
      formatter([
        { dataIndex: 0, seriesIndex: 0 },
        { dataIndex: 0, seriesIndex: 1 },
      ]),
    ).toBe('January 2026<br/>Income: 1,234.50 USD<br/>Expense: 25.50 USD');
    expect(trendTooltipLines('May 2025', [{ name: 'Net worth', cents: -1050 }], 'JPY')).toEqual([
      'May 2025',
      'Net worth: -10.5 JPY',
    ]);
  });

  it('writes axis figures short', () => {
    expect(axisAmountText(1234, 'en-US')).toBe('1.2K');
    expect(axisAmountText(-350, 'en-US')).toBe('-350');
    expect(axisAmountText(4_500_000, 'en-US')).toBe('4.5M');
  });
});
