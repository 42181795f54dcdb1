/** Test-only: the lazy charts in jsdom, which has no canvas. */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

type ChartEvents = { click?: (params: { name?: string }) => void } | undefined;

/** The name of the first item of the first series: what a click on the printed chart stands for. */
const firstItemName = (option: unknown) =>
  (option as { series?: { data?: { name?: string }[] }[] }).series?.[0]?.data?.[0]?.name;

/**
 * A stand-in for the echarts binding (`vi.mock('echarts-for-react/esm/core', ...)`) that prints, as
 * JSON, what `print` picks from the option it receives, at the height it was given. A click on it is
 * a click on the first item of the first series (a pie's first slice).
 */
export function printingEcharts<Option>(print: (option: Option) => unknown) {
  return {
    default: ({ option, style, onEvents }: { option: Option; style: { height: number }; onEvents?: ChartEvents }) => (
      <pre
        data-testid="echarts"
        data-height={style.height}
        onClick={() => onEvents?.click?.({ name: firstItemName(option) })}
      >
        {JSON.stringify(print(option))}
      </pre>
    ),
  };
}

/** The chart's place held at full height while its chunk loads, then the chart `title` drawn at that height. */
export async function expectPlaceHeldThenChart(title: string): Promise<HTMLElement> {
  const placeholder = screen.getByRole('status');
  expect(placeholder.textContent).toBe('Loading chart...');
  expect(placeholder.style.height).toBe('240px');
  // The first import of echarts is slow to transform in tests.
  const chart = await screen.findByTestId('echarts', {}, { timeout: 15_000 });
  expect(screen.getByRole('img', { name: title })).toBeTruthy();
  expect(chart.dataset.height).toBe('240');
  return chart;
}
