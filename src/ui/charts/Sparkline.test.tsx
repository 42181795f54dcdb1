import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline, sparklineYs } from './Sparkline';

describe('sparklineYs', () => {
  it('puts the highest figure 6 px from the top and the lowest 6 px from the bottom, the rest in proportion', () => {
    expect(sparklineYs([0, 500, 1000], 80)).toEqual([74, 40, 6]);
    expect(sparklineYs([-200, -100], 80)).toEqual([74, 6]);
  });

  it('draws the same figure everywhere as a level line through the middle', () => {
    expect(sparklineYs([300, 300, 300], 80)).toEqual([40, 40, 40]);
  });
});

describe('Sparkline', () => {
  it("is one image named for screen readers, with each point's month and figure on hover", () => {
    render(
      <Sparkline
        title="Net worth over 3 months"
        currency="EUR"
        points={[
          { label: 'January 2026', cents: 10_000 },
          { label: 'February 2026', cents: -2_550 },
          { label: 'March 2026', cents: 12_345 },
        ]}
      />,
    );
    const image = screen.getByRole('img', { name: 'Net worth over 3 months' });
    // January sits 2,345 cents under the top of a 14,895-cent range drawn over 68 px.
    expect(image.querySelector('polyline')!.getAttribute('points')).toBe(`0,${6 + (2_345 / 14_895) * 68} 10,74 20,6`);
    expect([...image.querySelectorAll('title')].map((title) => title.textContent)).toEqual([
      'January 2026: 100.00 EUR',
      'February 2026: -25.50 EUR',
      'March 2026: 123.45 EUR',
    ]);
  });
});
