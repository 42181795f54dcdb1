/** Test-only: the lazy charts in jsdom, which has no canvas. */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A stand-in for the echarts binding (`vi.mock('echarts-for-react/esm/core', ...)`) that prints, as
 * JSON, what `print` picks from the option it receives, at the height it was given.
 */
export function printingEcharts<Option>(print: (option: Option) => unknown) {
  return {
    default: ({ option, style }: { option: Option; style: { height: number } }) => (
      <pre data-testid="echarts" data-height={style.height}>
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
