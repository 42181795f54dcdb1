import { describe, expect, it } from 'vitest';
import { forecastOption, type ForecastOptionInput } from './forecastOption';

const input = (overrides: Partial<ForecastOptionInput> = {}): ForecastOptionInput => ({
  name: 'Everyday',
  points: [
    { date: '2026-12-07', cents: 10000 },
    { date: '2026-12-14', cents: -2050 },
  ],
  lowest: { date: '2026-12-14', cents: -2050 },
  end: '2027-03-07',
  floor: 0,
  currency: 'USD',
  theme: 'dark',
  labels: { lowest: 'Lowest', floor: 'Floor', zero: 'Zero' },
  ...overrides,
});

const seriesOf = (option: ReturnType<typeof forecastOption>) =>
  (Array.isArray(option.series) ? option.series[0] : option.series) as unknown as {
    step: string;
    data: [string, number][];
    markPoint: { data: { coord: [string, number] }[] };
    markLine: { data: { name: string; yAxis: number }[] };
  };

describe('forecastOption', () => {
  it('steps from each change to the next, runs on flat to the horizon and marks the lowest point', () => {
    const series = seriesOf(forecastOption(input()));
    expect(series.step).toBe('end');
    expect(series.data).toEqual([
      ['2026-12-07', 100],
      ['2026-12-14', -20.5],
      ['2027-03-07', -20.5],
    ]);
    expect(series.markPoint.data.map((point) => point.coord)).toEqual([['2026-12-14', -20.5]]);
  });

  it('draws zero always and the floor only when one is set', () => {
    expect(seriesOf(forecastOption(input())).markLine.data.map((line) => [line.name, line.yAxis])).toEqual([
      ['Zero', 0],
    ]);
    expect(
      seriesOf(forecastOption(input({ floor: 5000 }))).markLine.data.map((line) => [line.name, line.yAxis]),
    ).toEqual([
      ['Zero', 0],
      ['Floor', 50],
    ]);
  });
});
