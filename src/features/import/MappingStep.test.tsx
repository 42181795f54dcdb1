import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MappingStep } from './MappingStep';
import type { CsvMapping } from './parse/csvMapping';
import type { CsvSample } from './workerMessages';

const sample: CsvSample = {
  rows: [
    ['Date', 'Text', 'Out', 'In'],
    ['04/02/2024', 'Carrefour', '58,20', ''],
  ],
  lines: [1, 2],
  width: 4,
  rowCount: 2,
  delimiter: ';',
};

const guessed: CsvMapping = {
  hasHeader: true,
  date: 0,
  amount: { kind: 'single', column: null },
  description: [1],
  payee: null,
  category: null,
  currency: null,
  dateOrder: 'dmy',
  decimal: ',',
  defaultCurrency: 'EUR',
};

describe('MappingStep', () => {
  it('shows the first rows under their column names and asks for what is missing before going on', () => {
    const onContinue = vi.fn();
    render(
      <MappingStep fileName="bank.csv" sample={sample} mapping={guessed} onContinue={onContinue} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Out' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Carrefour' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose the column that holds the amount.');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('takes money out and money in from two columns, with the edited date order and decimal mark', () => {
    const onContinue = vi.fn();
    render(
      <MappingStep fileName="bank.csv" sample={sample} mapping={guessed} onContinue={onContinue} onCancel={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText('Amounts'), { target: { value: 'split' } });
    fireEvent.change(screen.getByLabelText('Money out'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Money in'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Date order'), { target: { value: 'mdy' } });
    fireEvent.change(screen.getByLabelText('Decimal mark'), { target: { value: '.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({
      ...guessed,
      amount: { kind: 'split', debit: 2, credit: 3 },
      dateOrder: 'mdy',
      decimal: '.',
    });
  });

  it('names columns by number in a file without a header row', () => {
    render(
      <MappingStep fileName="bank.csv" sample={sample} mapping={guessed} onContinue={vi.fn()} onCancel={vi.fn()} />,
    );
    fireEvent.click(screen.getByLabelText('The first row holds the column names'));
    expect(screen.getByRole('columnheader', { name: 'Column 3' })).toBeTruthy();
  });
});
