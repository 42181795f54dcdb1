import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speaks } from '../../tests/support/browserLanguage';
import { AmountField } from './MoneyFields';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The field as a form holds it: its value in state, every change kept. */
function Form({ min, onChange }: { min?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form>
      <AmountField
        id="amount"
        min={min}
        value={value}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
    </form>
  );
}

const field = () => screen.getByLabelText('Amount') as HTMLInputElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const reading = () => document.getElementById('amount-reading');

describe('AmountField', () => {
  it('is a text field with the decimal keypad, so a comma reaches the form as typed', () => {
    speaks('en-US');
    const changes: string[] = [];
    render(<Form onChange={(value) => changes.push(value)} />);
    expect([field().type, field().inputMode]).toEqual(['text', 'decimal']);
    type('12,50');
    expect(changes).toEqual(['12,50']);
    expect(field().value).toBe('12,50');
  });

  it.each([
    ['en-US', '12,50', 'Will save 12.50'],
    ['en-US', '12.50', 'Will save 12.50'],
    ['en-US', '1,234', 'Will save 1,234.00'],
    ['en-US', '1.234,56', 'Will save 1,234.56'],
    ['de-DE', '12,50', 'Will save 12,50'],
    ['de-DE', '12.50', 'Will save 12,50'],
    ['de-DE', '1.234', 'Will save 1.234,00'],
    ['de-DE', '1,234.56', 'Will save 1.234,56'],
    ['fr-FR', '1 234,56', 'Will save 1\u202f234,56'],
    ['de-CH', "1'234.56", `Will save ${new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2 }).format(1234.56)}`],
  ])('in %s, %j shows %j under the field, named by it', (locale, text, preview) => {
    speaks(locale);
    render(<Form />);
    type(text);
    expect(reading()?.textContent).toBe(preview);
    expect(field().getAttribute('aria-describedby')).toBe('amount-reading');
  });

  it.each([
    ['en-US', '1.234'],
    ['en-US', '12,5a'],
    ['en-US', '€12'],
    ['en-US', '-5'],
    ['en-US', ''],
  ])('in %s shows nothing for %j, which will not be saved', (locale, text) => {
    speaks(locale);
    render(<Form />);
    type(text);
    expect(reading()?.textContent).toBe('');
    expect(field().getAttribute('aria-describedby')).toBeNull();
  });

  it('previews only what the form will keep: nothing under its minimum', () => {
    speaks('en-US');
    render(<Form min="0.01" />);
    type('0');
    expect(reading()?.textContent).toBe('');
    type('0.01');
    expect(reading()?.textContent).toBe('Will save 0.01');
  });

  it('says it politely, so a screen reader hears it without being interrupted', () => {
    speaks('en-US');
    render(<Form />);
    expect(reading()?.getAttribute('aria-live')).toBe('polite');
    type('7');
    expect(reading()?.getAttribute('aria-live')).toBe('polite');
  });

  it.each([
    [
      'fr-FR',
      '1.234',
      '1.234 has three digits after “.”. Did you mean 1\u202f234,00? An amount has at most 2 decimals.',
      'Thousands: 1\u202f234,00',
    ],
    [
      'de-DE',
      '1,234',
      '1,234 has three digits after “,”. Did you mean 1.234,00? An amount has at most 2 decimals.',
      'Thousands: 1.234,00',
    ],
  ])(
    'in %s asks about %j instead of guessing, with the one reading an amount can have',
    (locale, text, question, choice) => {
      speaks(locale);
      render(<Form />);
      type(text);
      expect(reading()?.querySelector('p')?.textContent).toBe(question);
      const buttons = screen.getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual([choice]);
      expect(buttons.every((button) => button.getAttribute('type') === 'button')).toBe(true);
      expect(reading()?.textContent).not.toContain('Will save');
    },
  );

  it('takes the thousands reading when picked: the field then says it and shows what it will save', () => {
    speaks('fr-FR');
    const changes: string[] = [];
    render(<Form onChange={(value) => changes.push(value)} />);
    type('1.234');
    fireEvent.click(screen.getByRole('button', { name: 'Thousands: 1\u202f234,00' }));
    expect(changes.at(-1)).toBe('1\u202f234,00');
    expect(field().value).toBe('1\u202f234,00');
    expect(reading()?.textContent).toBe('Will save 1\u202f234,00');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(field());
  });

  it('lets the person write the amount otherwise: the question goes once the entry reads one way', () => {
    speaks('de-DE');
    render(<Form />);
    type('1,234');
    expect(screen.getByRole('button', { name: 'Thousands: 1.234,00' })).toBeTruthy();
    type('1,23');
    expect(screen.queryByRole('button')).toBeNull();
    expect(reading()?.textContent).toBe('Will save 1,23');
  });

  it('passes axe-core’s WCAG A and AA rules with a preview and with the question', async () => {
    speaks('fr-FR');
    const { container } = render(<Form />);
    const rules = {
      runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    };
    type('12,5');
    expect((await axe.run(container, rules)).violations.map((violation) => violation.id)).toEqual([]);
    type('1.234');
    expect((await axe.run(container, rules)).violations.map((violation) => violation.id)).toEqual([]);
  });
});
