import { describe, expect, it } from 'vitest';
import { categoryColourNames } from '../../domain/categoryColours';
import { categoryPalette } from './categoryPalette';
import { palette } from './chartTheme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('categoryPalette', () => {
  it('has a shade for every colour a record may name', () => {
    expect(Object.keys(categoryPalette).sort()).toEqual([...categoryColourNames].sort());
  });

  it.each(categoryColourNames.flatMap((name) => (['light', 'dark'] as const).map((theme) => [name, theme] as const)))(
    '%s keeps 3:1 against the %s surface',
    (name, theme) => {
      expect(contrast(categoryPalette[name][theme], palette[theme].surface)).toBeGreaterThanOrEqual(3);
    },
  );

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
