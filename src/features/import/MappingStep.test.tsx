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
  rowCount: 2,
  delimiter: ';',
};

const guessed: CsvMapping = {
  skipRows: 0,
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

  it('starts from a remembered mapping, says so, and goes back to the detected one on request', () => {
    const onContinue = vi.fn();
    const remembered: CsvMapping = { ...guessed, amount: { kind: 'split', debit: 2, credit: 3 } };
    render(
      <MappingStep
        fileName="bank.csv"
        sample={sample}
        mapping={remembered}
        detected={guessed}
        onContinue={onContinue}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Using the mapping from your last import of this file\./);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenLastCalledWith(remembered);

    fireEvent.click(screen.getByRole('button', { name: 'Use the detected columns instead' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByLabelText('Amounts') as HTMLSelectElement).value).toBe('single');
  });

  it('reads the table from the line chosen, naming the columns by that line', () => {
    const onContinue = vi.fn();
    const withBlock: CsvSample = {
      ...sample,
      rows: [['Kontonummer:', 'DE12 1203 0000 0012 3456 78'], ['Zeitraum:', '01.11.2026 - 30.11.2026'], ...sample.rows],
      lines: [1, 2, 4, 5],
      rowCount: 4,
    };
    render(
      <MappingStep
        fileName="bank.csv"
        sample={withBlock}
        mapping={guessed}
        onContinue={onContinue}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'DE12 1203 0000 0012 3456 78' })).toBeTruthy();
    expect(screen.getByText('No line above it is left out.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('The table starts on'), { target: { value: '2' } });
    expect(screen.getByRole('columnheader', { name: 'Out' })).toBeTruthy();
    expect(screen.getByText('The 3 lines above it are left out: account details, not transactions.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Line 4: Date ; Text ; Out ; In' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ ...guessed, skipRows: 2, amount: { kind: 'single', column: 2 } });
  });

  it('asks for the columns again when a later start leaves fewer of them', () => {
    const onContinue = vi.fn();
    const narrow: CsvSample = { ...sample, rows: [...sample.rows, ['05/02/2024', '-1,00']], lines: [1, 2, 3] };
    render(
      <MappingStep
        fileName="bank.csv"
        sample={narrow}
        mapping={{ ...guessed, amount: { kind: 'single', column: 2 } }}
        onContinue={onContinue}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('The table starts on'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The table starting on that line has fewer columns: choose the columns again.',
    );
    expect(onContinue).not.toHaveBeenCalled();
  });
});
