import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../../tests/support/records';
import type { Cents } from '../../domain/money';
import { splitFields } from '../../domain/splits';
import { SplitCategory } from './SplitCategory';

describe("a split's category in the transactions list", () => {
  it('shows the split once, with its parts (category, amount, note) on demand', () => {
    const receipt = aTransaction({
      amount_cents: 86_40 as Cents,
      currency: 'EUR',
      ...splitFields([
        { category: 'Food', amount_cents: 61_20 as Cents, note: '' },
        { category: 'Household', amount_cents: 25_20 as Cents, note: 'detergent' },
      ]),
    });
    const { container } = render(<SplitCategory transaction={receipt} />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(screen.getByText('Food and 1 more'));
    expect(details.open).toBe(true);
    expect([...details.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Food 61.20 EUR',
      'Household 25.20 EUR · detergent',
    ]);
  });

  it('shows an unsplit transaction’s category as it is', () => {
    render(<SplitCategory transaction={aTransaction({ category: 'Rent' })} />);
    expect(screen.getByText('Rent').tagName).not.toBe('SUMMARY');
  });
});
