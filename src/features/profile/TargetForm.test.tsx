import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speaks } from '../../../tests/support/browserLanguage';
import { setMonthlyTarget } from '../../db/commands/targets';
import type { MoneyKitchenDb } from '../../db/database';
import type { MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { renderProfile } from './testProfile';
import { eachScreenTest } from '../../../tests/support/screenTest';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh), new Date('2026-03-15T12:00:00'));

const march = '2026-03' as MonthKey;
const amount = () => screen.getByLabelText('Target Amount') as HTMLInputElement;
const type = (value: string) => fireEvent.change(amount(), { target: { value } });
const setTarget = () => fireEvent.click(screen.getByRole('button', { name: 'Set Target' }));

async function openTab() {
  await renderProfile(db, '/profile?tab=target');
  return screen.findByLabelText('Target Amount');
}

describe('Target', () => {
  it('loads the target in force this month, carried forward from an earlier month', async () => {
    await setMonthlyTarget(db, '2025-11' as MonthKey, 1250 as Cents);
    await openTab();
    expect(screen.getByRole('heading', { name: 'Set Monthly Target' })).toBeTruthy();
    expect(amount().value).toBe('12.50');
    expect([amount().min, amount().step, amount().required]).toEqual(['0', '0.01', true]);
    expect(screen.getByText('Applies from March 2026 on, until you set another.')).toBeTruthy();
  });

  it('starts empty when no target was ever set', async () => {
    await openTab();
    expect(amount().value).toBe('');
  });

  it('takes only empty or non-negative numeric text', async () => {
    await openTab();
    type('12.5');
    type('-3');
    expect(amount().value).toBe('12.5');
    type('');
    expect(amount().value).toBe('');
  });

  it.each(['', '12.345'])('refuses %j with the spec’s message', async (text) => {
    await openTab();
    type(text);
    setTarget();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid target amount greater than or equal 0.');
    expect(await db.targets.count()).toBe(0);
  });

  it('sets this month’s target, decimals and zero allowed', async () => {
    await setMonthlyTarget(db, '2026-01' as MonthKey, 90000 as Cents);
    await openTab();
    await waitFor(() => expect(amount().value).toBe('900.00'));
    type('1500.5');
    setTarget();
    expect(await screen.findByText('Target updated successfully!')).toBeTruthy();
    expect(await db.targets.get(march)).toEqual({ id: '2026-03', target_cents: 150050 });
    type('0');
    setTarget();
    await waitFor(async () => expect((await db.targets.get(march))?.target_cents).toBe(0));
    expect(await db.targets.get('2026-01' as MonthKey)).toEqual({ id: '2026-01', target_cents: 90000 });
  });

  it.each([
    ['de-DE', '1.500,5'],
    ['en-US', '1,500.50'],
    ['fr-FR', '1 500,50'],
  ])('in %s, reads %j as the person wrote it and shows what it will save first', async (locale, text) => {
    speaks(locale);
    await openTab();
    type(text);
    const preview = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1500.5);
    expect(document.getElementById('profile-target-reading')?.textContent).toBe(`Will save ${preview}`);
    setTarget();
    expect(await screen.findByText('Target updated successfully!')).toBeTruthy();
    expect((await db.targets.get(march))?.target_cents).toBe(150050);
  });

  it('refuses an entry that may mean thousands with the spec’s message, until the person takes that reading', async () => {
    speaks('fr-FR');
    await openTab();
    type('1.500');
    setTarget();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid target amount greater than or equal 0.');
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(await db.targets.count()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Thousands: 1\u202f500,00' }));
    expect(amount().value).toBe('1\u202f500,00');
    setTarget();
    expect(await screen.findByText('Target updated successfully!')).toBeTruthy();
    expect((await db.targets.get(march))?.target_cents).toBe(150000);
  });
});
