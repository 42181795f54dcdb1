import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { browserLocale, formatMoney } from '../formatCents';
import { palette, tooltipFrame, type ChartTheme } from './chartTheme';

export type TrendOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption
>;

/** The app's status colours (tokens.css) per theme, so bars match the figures beside them. */
export const trendColors = {
  income: { light: '#237a36', dark: '#51cf66' },
  expense: { light: '#c92a2a', dark: '#ff6b6b' },
  accent: { light: '#e8590c', dark: '#ff8a3d' },
} as const;

export type TrendColor = keyof typeof trendColors;

export interface TrendSeries {
  name: string;
  color: TrendColor;
  /** A shade that overrides `color`: the colour the person gave the category drawn. */
  shade?: string;
  /** Integer hundredths per month, in the order of the labels. */
  cents: readonly number[];
}

export interface TrendOptionInput {
  kind: 'bar' | 'line';
  /** Short month names under the axis ('Mar'). */
  axisLabels: readonly string[];
  /** Full month names in the tooltip ('March 2026'). */
  tooltipLabels: readonly string[];
  series: readonly TrendSeries[];
  currency: string;
  theme: ChartTheme;
}

/** An axis figure kept short enough for a phone: '1.2K', '-350', '4.5M'. */
export function axisAmountText(value: number, locale = browserLocale()): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** 'March 2026' then one 'Income: 1,234.50 USD' line per series: only app texts and figures, no user input. */
export function trendTooltipLines(
  label: string,
  entries: readonly { name: string; cents: number }[],
  currency: string,
): string[] {
  return [label, ...entries.map((entry) => `${entry.name}: ${formatMoney(entry.cents, currency)}`)];
}

/**
 * The whole echarts option of a bar or line trend, pure so it is tested without a canvas. The legend
 * is the page's (HTML, wraps on a phone); the grid keeps its labels inside the box at any width.
 */
export function trendOption({
  kind,
  axisLabels,
  tooltipLabels,
  series,
  currency,
  theme,
}: TrendOptionInput): TrendOption {
  const colors = palette[theme];
  return {
    backgroundColor: 'transparent',
    color: series.map((entry) => entry.shade ?? trendColors[entry.color][theme]),
    textStyle: { color: colors.text },
    grid: { left: 4, right: 8, top: 12, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'axis' as const,
      ...tooltipFrame(theme),
      formatter: (params: unknown) => {
        const points = (Array.isArray(params) ? params : [params]) as { dataIndex?: number; seriesIndex?: number }[];
        const index = points[0]?.dataIndex ?? 0;
        const entries = points.flatMap((point) => {
          const entry = series[point.seriesIndex ?? 0];
          return entry ? [{ name: entry.name, cents: entry.cents[index] ?? 0 }] : [];
        });
        return trendTooltipLines(tooltipLabels[index] ?? '', entries, currency).join('<br/>');
      },
    },
    xAxis: {
      type: 'category' as const,
      data: [...axisLabels],
      axisLabel: { color: colors.muted, hideOverlap: true },
      axisLine: { lineStyle: { color: colors.border } },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value' as const,
      axisLabel: { color: colors.muted, formatter: (value: number) => axisAmountText(value) },
      splitLine: { lineStyle: { color: colors.border } },
    },
    series: series.map((entry) =>
      kind === 'bar'
        ? { type: 'bar' as const, name: entry.name, data: entry.cents.map((cents) => cents / 100), barMaxWidth: 18 }
        : {
            type: 'line' as const,
            name: entry.name,
            data: entry.cents.map((cents) => cents / 100),
            symbolSize: 6,
            lineStyle: { width: 2 },
          },
    ),
  } satisfies TrendOption;
}
