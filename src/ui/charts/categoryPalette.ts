import type { CategoryColour } from '../../domain/categoryColours';
import type { ChartTheme } from './chartTheme';

/**
 * The shade of each category colour per theme. Each keeps at least 3:1 against the chart's surface
 * in its theme (WCAG 1.4.11, non-text contrast; categoryPalette.test.ts checks it), so a coloured
 * slice or line is as visible in dark as in light.
 */
export const categoryPalette: Record<CategoryColour, Record<ChartTheme, string>> = {
  red: { light: '#c92a2a', dark: '#ff8787' },
  orange: { light: '#c2410c', dark: '#ffa94d' },
  amber: { light: '#9a6700', dark: '#ffd43b' },
  green: { light: '#2b8a3e', dark: '#69db7c' },
  teal: { light: '#0b7285', dark: '#3bc9db' },
  blue: { light: '#1864ab', dark: '#74c0fc' },
  indigo: { light: '#3b5bdb', dark: '#91a7ff' },
  purple: { light: '#7b2cbf', dark: '#d0a8ff' },
  pink: { light: '#c2255c', dark: '#f783ac' },
  brown: { light: '#8b5a2b', dark: '#d9a877' },
  grey: { light: '#5c636a', dark: '#adb5bd' },
};

/** What each colour is called on screen. */
export const categoryColourLabels: Record<CategoryColour, string> = {
  red: 'Red',
  orange: 'Orange',
  amber: 'Amber',
  green: 'Green',
  teal: 'Teal',
  blue: 'Blue',
  indigo: 'Indigo',
  purple: 'Purple',
  pink: 'Pink',
  brown: 'Brown',
  grey: 'Grey',
};

/** The shade of a category's colour in a theme; undefined for a category without one. */
export function categoryShade(colour: CategoryColour | undefined, theme: ChartTheme): string | undefined {
  return colour === undefined ? undefined : categoryPalette[colour][theme];
}
