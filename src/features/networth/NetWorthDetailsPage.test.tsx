import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { seed } from '../transactions/testWorkspace';
import { NetWorthDetailsPage } from './NetWorthDetailsPage';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { renderScreen } from '../../../tests/support/renderScreen';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const renderPage = () => renderScreen(<NetWorthDetailsPage />, { path: '/show_networth_details', db });

describe('NetWorthDetailsPage', () => {
  it("shows 'Loading...' first, then 'No net worth details found.' with no transactions", async () => {
    await renderPage();
    expect(screen.getByText('Breakdown by currency')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByText('No net worth details found.')).toBeTruthy();
  });

  it('shows one card per currency with its Total Amount and its value in the favorite currency', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
    await db.rates.put({ date: '2026-03-01', rates: { EUR: 0.5, GBP: 0.25 } });
    await seed(db, { currency: 'USD', cents: 123456, trans_status: 'deposit' });
    await seed(db, { currency: 'GBP', cents: 1000, trans_status: 'withdraw' });
    await seed(db, { currency: 'EGP', cents: 5000, trans_status: 'deposit' });
    await seed(db, { currency: 'EUR', cents: 700, trans_status: 'deposit' });
    await renderPage();
    const cards = within(await screen.findByRole('list')).getAllByRole('listitem');
    const text = (code: string) =>
      cards.find((card) => within(card).queryByRole('heading', { name: code }))?.textContent;
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['EGP', 'EUR', 'GBP', 'USD']);
    expect(text('USD')).toBe('USDTotal Amount1,234.56≈ 617.28 EUR');
    expect(text('GBP')).toBe('GBPTotal Amount-10.00≈ -20.00 EUR');
    expect(text('EGP')).toBe('EGPTotal Amount50.00rate missing');
    expect(text('EUR')).toBe('EURTotal Amount7.00');
    expect(screen.getByText(/Total Net Worth/).textContent).toBe('Total Net Worth: 604.28 EUR (rate missing for EGP)');
  });
});
