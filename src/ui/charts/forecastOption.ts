import type { LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  MarkLineComponentOption,
  MarkPointComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatMoney } from '../formatCents';
import { palette, tooltipFrame, type ChartTheme } from './chartTheme';
import { axisAmountText, trendColors } from './trendOption';

export type ForecastOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | MarkLineComponentOption | MarkPointComponentOption
>;

export interface ForecastChartPoint {
  /** yyyy-mm-dd. */
  date: string;
  /** Integer hundredths: the balance at the end of that day. */
  cents: number;
}

export interface ForecastOptionInput {
  name: string;
  /** Today's balance, then each day it changes, by date. */
  points: readonly ForecastChartPoint[];
  lowest: ForecastChartPoint;
  /** The last day forecast: the line runs on flat to it. */
  end: string;
  /** Hundredths: drawn as a dashed line beside zero when above it. */
  floor: number;
  currency: string;
  theme: ChartTheme;
  /** The words of the lowest point's mark and of the floor and zero lines. */
  labels: { lowest: string; floor: string; zero: string };
}

/**
 * The echarts option of a forecast: a stepped line over time (a balance holds until its next
 * change), the lowest point marked, zero and the floor drawn across. Pure, so tested without a canvas.
 */
export function forecastOption({
  name,
  points,
  lowest,
  end,
  floor,
  currency,
  theme,
  labels,
}: ForecastOptionInput): ForecastOption {
  const colors = palette[theme];
  const data: [string, number][] = points.map((point) => [point.date, point.cents / 100]);
  const last = points[points.length - 1];
  if (last && last.date < end) data.push([end, last.cents / 100]);
  // Zero's label sits at the line's start and the floor's at its end, so the two never overlap.
  const lines: { name: string; yAxis: number; lineStyle: { color: string }; label?: { position: 'insideEndTop' } }[] = [
    { name: labels.zero, yAxis: 0, lineStyle: { color: colors.muted } },
  ];
  if (floor > 0) {
    lines.push({
      name: labels.floor,
      yAxis: floor / 100,
      lineStyle: { color: trendColors.expense[theme] },
      label: { position: 'insideEndTop' },
    });
  }
  return {
    backgroundColor: 'transparent',
    color: [trendColors.accent[theme]],
    textStyle: { color: colors.text },
    grid: { left: 4, right: 12, top: 28, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'axis' as const,
      ...tooltipFrame(theme),
      formatter: (params: unknown) => {
        const point = (Array.isArray(params) ? params[0] : params) as { value?: [string, number] } | undefined;
        const [date, units] = point?.value ?? ['', 0];
        return `${date}<br/>${formatMoney(Math.round(units * 100), currency)}`;
      },
    },
    xAxis: {
      type: 'time' as const,
      axisLabel: { color: colors.muted, hideOverlap: true },
      axisLine: { lineStyle: { color: colors.border } },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value' as const,
      scale: true,
      axisLabel: { color: colors.muted, formatter: (value: number) => axisAmountText(value) },
      splitLine: { lineStyle: { color: colors.border } },
    },
    series: [
      {
        type: 'line' as const,
        name,
        step: 'end' as const,
        data,
        showSymbol: false,
        lineStyle: { width: 2 },
        markPoint: {
          symbol: 'circle',
          symbolSize: 10,
          itemStyle: { color: trendColors.expense[theme] },
          label: { show: true, position: 'bottom' as const, color: colors.text, formatter: () => labels.lowest },
          data: [{ name: labels.lowest, coord: [lowest.date, lowest.cents / 100] }],
        },
        markLine: {
          silent: true,
          symbol: 'none',
          label: { color: colors.muted, formatter: '{b}', position: 'insideStartTop' as const },
          lineStyle: { type: 'dashed' as const },
          data: lines,
        },
      },
    ],
  } satisfies ForecastOption;
}
