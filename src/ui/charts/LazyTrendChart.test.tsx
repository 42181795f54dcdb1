import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyTrendChart } from './LazyTrendChart';
import { expectPlaceHeldThenChart } from '../../../tests/support/printedCharts';

// jsdom has no canvas: the echarts binding is replaced by one that prints the option it receives.
vi.mock('echarts-for-react/esm/core', async () =>
  (await import('../../../tests/support/printedCharts')).printingEcharts(
    (option: { color: string[]; series: { type: string; data: unknown[] }[] }) => ({
      color: option.color,
      series: option.series.map((entry) => [entry.type, entry.data]),
    }),
  ),
);

describe('LazyTrendChart', () => {
  it(
    'holds the place at full height, then draws the bars from its own chunk with a legend',
    { timeout: 20_000 },
    async () => {
      render(
        <LazyTrendChart
          title="Income and expense per month"
          kind="bar"
          axisLabels={['Jan', 'Feb']}
          tooltipLabels={['January 2026', 'February 2026']}
          series={[
            { name: 'Income', color: 'income', cents: [1000, 250] },
            { name: 'Expense', color: 'expense', cents: [500, 0] },
          ]}
          currency="USD"
          theme="dark"
        />,
      );
      const chart = await expectPlaceHeldThenChart('Income and expense per month');
      expect(JSON.parse(chart.textContent ?? '')).toEqual({
        color: ['#51cf66', '#ff6b6b'],
        series: [
          ['bar', [10, 2.5]],
          ['bar', [5, 0]],
        ],
      });
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Income', 'Expense']);
    },
  );

  it('draws a single line without a legend (its card names it)', { timeout: 20_000 }, async () => {
    render(
      <LazyTrendChart
        title="Net worth"
        kind="line"
        axisLabels={['Jan']}
        tooltipLabels={['January 2026']}
        series={[{ name: 'Net worth', color: 'accent', cents: [-100] }]}
        currency="USD"
        theme="light"
      />,
    );
    const chart = await screen.findByTestId('echarts', {}, { timeout: 15_000 });
    expect(JSON.parse(chart.textContent ?? '')).toEqual({ color: ['#e8590c'], series: [['line', [-1]]] });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
