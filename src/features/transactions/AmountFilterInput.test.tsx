import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speaks } from '../../../tests/support/browserLanguage';
import { AmountFilterInput } from './AmountFilterInput';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderFilter() {
  const onCommit = vi.fn<(units: number | undefined) => void>();
  render(<AmountFilterInput id="min" label="Amount from" value={undefined} onCommit={onCommit} />);
  const field = screen.getByLabelText('Amount from') as HTMLInputElement;
  const enter = (text: string) => {
    fireEvent.change(field, { target: { value: text } });
    fireEvent.blur(field);
  };
  return { onCommit, field, enter };
}

describe('AmountFilterInput: a bound read as the amount fields read it (issue 46, item 1)', () => {
  it.each([
    ['en-US', '12,50', 12.5],
    ['de-DE', '12,50', 12.5],
    ['en-US', '1,234.56', 1234.56],
    ['de-DE', '1.234,56', 1234.56],
    ['en-US', '1,234', 1234],
    ['de-DE', '1.234', 1234],
  ])('in %s, %j filters from %d', (locale, text, units) => {
    speaks(locale);
    const { onCommit, enter } = renderFilter();
    enter(text);
    expect(onCommit).toHaveBeenCalledWith(units);
    expect(screen.queryByText('Enter an amount such as 12.50')).toBeNull();
  });

  it.each([
    ['de-DE', '1,2345'],
    ['en-US', '-5'],
    ['en-US', '1,23,4'],
  ])('in %s, refuses %j and filters by nothing', (locale, text) => {
    speaks(locale);
    const { onCommit, field, enter } = renderFilter();
    enter(text);
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter an amount such as 12.50')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('waits for the person to pick a reading of an entry that reads two ways, then filters by it', () => {
    speaks('de-CH');
    const { onCommit, field, enter } = renderFilter();
    enter('1,234');
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.queryByText('Enter an amount such as 12.50')).toBeNull();
    const thousands = screen.getByRole('button', { name: /^Thousands: 1.234\.00$/ });
    fireEvent.click(thousands);
    expect(onCommit).toHaveBeenCalledWith(1234);
    expect(document.activeElement).toBe(field);
  });
});
