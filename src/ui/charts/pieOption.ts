import type { PieSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import { format, type ComposeOption } from 'echarts/core';
import { formatMoney } from '../formatCents';
import { palette, tooltipFrame, type ChartTheme } from './chartTheme';

export type PieOption = ComposeOption<PieSeriesOption | TooltipComponentOption>;

export interface PieItem {
  name: string;
  /** In currency units (12.5 for 12.50), never negative. */
  value: number;
  /** The colour the person gave the category (categoryPalette.ts); else the slice's place decides it. */
  color?: string;
}

export interface PieOptionInput {
  items: readonly PieItem[];
  /** Hue of the first slice: 0 for expenses, 120 for income (spec section 9). */
  startHue: number;
  currency: string;
  theme: ChartTheme;
  /** The person asked for reduced motion: the pie is drawn at once, without growing in. */
  still?: boolean;
}

/** Spec section 9: each slice is 15 degrees of hue after the one before. */
export const hueStep = 15;

/**
 * Slices keep to their kind's family of hues: four steps of 15 degrees from the start (reds to
 * orange for expenses, greens to teal for income), then the same hues again a shade lighter or
 * darker, so twelve or more categories never drift into the other kind's colours.
 */
const huesPerFamily = 4;
const shades = [
  { saturation: 65, lightness: 50 },
  { saturation: 70, lightness: 68 },
  { saturation: 60, lightness: 36 },
  { saturation: 45, lightness: 80 },
];

export function sliceColor(startHue: number, index: number): string {
  const hue = (startHue + hueStep * (index % huesPerFamily)) % 360;
  const shade = shades[Math.floor(index / huesPerFamily) % shades.length]!;
  return `hsl(${hue}, ${shade.saturation}%, ${shade.lightness}%)`;
}

/** The share of `value` in `total` as '13.9%'. */
export function shareText(value: number, total: number): string {
  return `${total > 0 ? ((value / total) * 100).toFixed(1) : '0.0'}%`;
}

/** 'Food: 1,234.50 USD (13.9%)': the spec's 'category: amount currency', formatted, with the share. */
export function pieTooltipText(name: string, value: number, currency: string, total: number): string {
  return `${name}: ${formatMoney(Math.round(value * 100), currency)} (${shareText(value, total)})`;
}

/**
 * The whole echarts option of a pie, as a pure function so it can be tested without a canvas. The
 * legend is drawn by the page beside it (PieLegend), where names wrap whole and none is hidden.
 */
export function pieOption({ items, startHue, currency, theme, still = false }: PieOptionInput): PieOption {
  const colors = palette[theme];
  const total = items.reduce((sum, item) => sum + item.value, 0);
  return {
    animation: !still,
    backgroundColor: 'transparent',
    color: items.map((item, index) => item.color ?? sliceColor(startHue, index)),
    textStyle: { color: colors.text },
    tooltip: {
      trigger: 'item',
      ...tooltipFrame(theme),
      formatter: (params: unknown) => {
        const item = (Array.isArray(params) ? params[0] : params) as { name?: string; value?: unknown };
        // ECharts puts what this returns into the page as HTML, and a category name is the person's
        // own text (or a synced one): it must be shown as text, never run as markup.
        return format.encodeHTML(pieTooltipText(item.name ?? '', Number(item.value ?? 0), currency, total));
      },
    },
    series: [
      {
        type: 'pie',
        radius: ['40%', '75%'],
        center: ['50%', '50%'],
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
