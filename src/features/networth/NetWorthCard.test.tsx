import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { seed } from '../transactions/testWorkspace';
import { NetWorthCard } from './NetWorthCard';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { renderScreen } from '../../../tests/support/renderScreen';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const renderCard = (mode: 'dashboard' | 'navbar') =>
  renderScreen(<NetWorthCard mode={mode} />, { path: '/dashboard', db });

describe('NetWorthCard', () => {
  it('shows the total in the favorite currency, notes missing rates and links to the details', async () => {
    await db.rates.put({ date: '2026-03-01', rates: { EUR: 0.5 } });
    await seed(db, { currency: 'USD', cents: 1000000, trans_status: 'deposit' });
    await seed(db, { currency: 'EUR', cents: 5000, trans_status: 'deposit' });
    await seed(db, { currency: 'EGP', cents: 100, trans_status: 'deposit' });
    await seed(db, { currency: 'XDR', cents: 100, trans_status: 'deposit' });
    await renderCard('dashboard');
    const link = await screen.findByRole('link', { name: /Total Net Worth/ });
    expect(await screen.findByText('10,100.00')).toBeTruthy();
    expect(link.textContent).toBe('Total Net Worth10,100.00 USDrate missing for EGP, XDR');
    expect(link.getAttribute('href')).toBe('/show_networth_details');
    fireEvent.click(link);
    expect(await screen.findByText('navigated:/show_networth_details')).toBeTruthy();
  });

  it('shows 0.00 USD when nothing is held', async () => {
    await renderCard('dashboard');
    expect((await screen.findByText('0.00')).parentElement?.textContent).toBe('0.00 USD');
  });

  it('cuts a long total to 6 digits and an ellipsis in the navbar, with the full value as tooltip', async () => {
    await seed(db, { currency: 'USD', cents: 123456789, trans_status: 'deposit' });
    await renderCard('navbar');
    const value = await screen.findByTitle('1,234,567.89 USD');
    expect(value.textContent).toBe('123456... USD1,234,567.89 USD');
    expect(value.querySelector('[aria-hidden="true"]')?.textContent).toBe('123456... USD');
  });

  it('shows a short total in full in the navbar', async () => {
    await seed(db, { currency: 'USD', cents: 123456, trans_status: 'withdraw' });
    await renderCard('navbar');
    expect(await screen.findByText('-1,234.56 USD')).toBeTruthy();
    expect(document.querySelector('[title]')).toBeNull();
  });
});
