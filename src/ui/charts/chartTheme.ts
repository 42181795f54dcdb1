export type ChartTheme = 'light' | 'dark';

/** The same colours as the app's tokens (tokens.css), so a chart matches the page in both themes. */
export const palette = {
  light: { text: '#1f1a17', muted: '#6b5f55', surface: '#ffffff', border: '#e7dbcf' },
  dark: { text: '#f4ede6', muted: '#b3a69a', surface: '#1f1b18', border: '#3a322c' },
} as const;

/** A tooltip's box in the page's colours, kept inside the chart so a phone's edge never cuts it off. */
export function tooltipFrame(theme: ChartTheme) {
  const colors = palette[theme];
  return {
    backgroundColor: colors.surface,
    borderColor: colors.border,
    textStyle: { color: colors.text },
    confine: true,
  };
}
