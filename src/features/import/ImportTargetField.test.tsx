import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountSummary } from '../accounts/testAccounts';
import { ImportTargetField } from './ImportTargetField';
import type { ImportTarget } from './importTarget';
import type { FileSource } from './parse/fileSource';

const choices = [
  accountSummary({ id: 'giro', name: 'Giro', currency: 'EUR' }),
  accountSummary({ id: 'visa', name: 'Visa', currency: 'EUR', account_type: 'credit_card' }),
];
const source: FileSource = {
  signature: 'ofx:0123456789abcdef',
  name: 'Acme ending 1111',
  accountType: 'credit_card',
  lastFour: '1111',
  currency: 'EUR',
};

function field(target: ImportTarget) {
  const onChange = vi.fn();
  render(<ImportTargetField choices={choices} target={target} source={source} newCurrency="EUR" onChange={onChange} />);
  return onChange;
}

describe('ImportTargetField', () => {
  it('offers the open accounts and a new account from the file, the chosen one selected', () => {
    const onChange = field({ kind: 'account', account: { id: 'visa', name: 'Visa', currency: 'EUR' } });
    const picker = screen.getByLabelText('Import into account') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      'Giro (EUR)',
      'Visa (EUR)',
      'New account from this file',
    ]);
    expect(picker.value).toBe('visa');
    fireEvent.change(picker, { target: { value: 'giro' } });
    expect(onChange).toHaveBeenLastCalledWith({
      kind: 'account',
      account: { id: 'giro', name: 'Giro', currency: 'EUR' },
    });
    fireEvent.change(picker, { target: { value: 'new-account-from-file' } });
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'new', name: 'Acme ending 1111' });
  });

  it('names the new account as the file does, editable, and says what else it takes from the file', () => {
    const onChange = field({ kind: 'new', name: 'Acme ending 1111' });
    const name = screen.getByLabelText('Name of the new account') as HTMLInputElement;
    expect(name.value).toBe('Acme ending 1111');
    expect(
      screen.getByText(
        'Credit card, EUR, number ending 1111, opening balance 0: made on import, from what the file says.',
      ),
    ).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Card' } });
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'new', name: 'Card' });
  });
});
