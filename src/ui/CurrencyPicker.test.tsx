import { render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { searchCurrencies } from '../domain/currencies';
import { CurrencyPicker } from './CurrencyPicker';

/** The picker, with the options its opening commit drew (read before any later render can run). */
function renderOpening(value: string) {
  let opening: string[] = [];
  function Opening() {
    const ref = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      opening = [...(ref.current?.querySelectorAll('option') ?? [])].map((option) => option.textContent ?? '');
    }, []);
    return (
      <div ref={ref}>
        <CurrencyPicker id="currency" value={value} onChange={() => undefined} />
      </div>
    );
  }
  render(<Opening />);
  return opening;
}

describe('CurrencyPicker', () => {
  it('opens with only the chosen currency in its select, so the render that opens a form stays short', () => {
    expect(renderOpening('EGP')).toEqual(['EGP']);
  });

  it('opens with the placeholder alone when no currency is chosen', () => {
    expect(renderOpening('')).toEqual(['Select a currency']);
  });

  it('then offers every currency with the chosen one selected', () => {
    renderOpening('EGP');
    const select = screen.getByLabelText('Currency') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(searchCurrencies(''));
    expect(select.value).toBe('EGP');
  });
});
