import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPieChart } from './LazyPieChart';
import { expectPlaceHeldThenChart } from '../../../tests/support/printedCharts';

// jsdom has no canvas: the echarts binding is replaced by one that prints the option it receives.
vi.mock('echarts-for-react/esm/core', async () =>
  (await import('../../../tests/support/printedCharts')).printingEcharts(
    (option: { color: string[]; series: { data: unknown[] }[] }) => ({
      color: option.color,
      data: option.series[0]?.data,
    }),
  ),
);

afterEach(cleanup);

describe('LazyPieChart', () => {
  it('holds the place at full height, then draws the pie from its own chunk', { timeout: 20_000 }, async () => {
    render(
      <LazyPieChart
        title="Income Breakdown"
        items={[
          { name: 'Salary', value: 40 },
          { name: 'Bonus', value: 2 },
        ]}
        startHue={120}
        currency="USD"
        theme="dark"
      />,
    );
    const chart = await expectPlaceHeldThenChart('Income Breakdown');
    expect(JSON.parse(chart.textContent ?? '')).toEqual({
      color: ['hsl(120, 65%, 50%)', 'hsl(135, 65%, 50%)'],
      data: [
        { name: 'Salary', value: 40 },
        { name: 'Bonus', value: 2 },
      ],
    });
    expect(screen.queryByRole('status')).toBeNull();
    // The legend lists every category whole, with its share.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Salary 95.2%', 'Bonus 4.8%']);
  });

  it(
    'calls onSelect with the category of a clicked slice or legend entry, each entry a described button',
    { timeout: 20_000 },
    async () => {
      const onSelect = vi.fn();
      render(
        <LazyPieChart
          title="Expense Breakdown"
          items={[
            { name: 'Food', value: 30 },
            { name: 'Rent', value: 70 },
          ]}
          startHue={0}
          currency="USD"
          theme="light"
          onSelect={onSelect}
          selectHint="Opens the category's transactions."
        />,
      );
      // The chunk is loaded by now (the test above): the chart is drawn at once.
      fireEvent.click(await screen.findByTestId('echarts', {}, { timeout: 15_000 }));
      expect(onSelect).toHaveBeenLastCalledWith('Food');
      const rent = screen.getByRole('button', { name: 'Rent 70.0%' });
      expect(document.getElementById(rent.getAttribute('aria-describedby')!)?.textContent).toBe(
        "Opens the category's transactions.",
      );
      fireEvent.click(rent);
      expect(onSelect).toHaveBeenLastCalledWith('Rent');
    },
  );
});
