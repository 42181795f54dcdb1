import type { PieSeriesOption } from 'echarts/charts';
import type { LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type PieOption = ComposeOption<PieSeriesOption | TooltipComponentOption | LegendComponentOption>;

export type ChartTheme = 'light' | 'dark';

export interface PieItem {
  name: string;
  /** In currency units (12.5 for 12.50), never negative. */
  value: number;
}

export interface PieOptionInput {
  items: readonly PieItem[];
  /** Hue of the first slice: 0 for expenses, 120 for income (spec section 9). */
  startHue: number;
  currency: string;
  theme: ChartTheme;
}

/** Spec section 9: each slice is 15 degrees of hue after the one before. */
export const hueStep = 15;

/** The same colours as the app's tokens (tokens.css), so the chart matches the page in both themes. */
const palette = {
  light: { text: '#1f1a17', muted: '#6b5f55', surface: '#ffffff', border: '#e7dbcf' },
  dark: { text: '#f4ede6', muted: '#b3a69a', surface: '#1f1b18', border: '#3a322c' },
} as const;

export function sliceColor(startHue: number, index: number): string {
  return `hsl(${(startHue + hueStep * index) % 360}, 65%, 55%)`;
}

/** 'Food: 12.50 USD', the tooltip of one slice. */
export function pieTooltipText(name: string, value: number, currency: string): string {
  return `${name}: ${value.toFixed(2)} ${currency}`;
}

/** The whole echarts option of a pie, as a pure function so it can be tested without a canvas. */
export function pieOption({ items, startHue, currency, theme }: PieOptionInput): PieOption {
  const colors = palette[theme];
  return {
    backgroundColor: 'transparent',
    color: items.map((_, index) => sliceColor(startHue, index)),
    textStyle: { color: colors.text },
    tooltip: {
      trigger: 'item',
      backgroundColor: colors.surface,
      borderColor: colors.border,
      textStyle: { color: colors.text },
      formatter: (params: unknown) => {
        const item = (Array.isArray(params) ? params[0] : params) as { name?: string; value?: unknown };
        return pieTooltipText(item.name ?? '', Number(item.value ?? 0), currency);
      },
    },
    legend: {
      type: 'scroll',
      bottom: 0,
      left: 'center',
      textStyle: { color: colors.text },
      pageTextStyle: { color: colors.muted },
      pageIconColor: colors.text,
      pageIconInactiveColor: colors.muted,
    },
    series: [
      {
        type: 'pie',
        radius: ['35%', '65%'],
        center: ['50%', '44%'],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: colors.surface, borderWidth: 2 },
        emphasis: { scale: true },
        data: items.map((item) => ({ name: item.name, value: item.value })),
      },
    ],
  };
}
