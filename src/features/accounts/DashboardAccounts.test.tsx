import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { addAccount } from '../../db/commands/accounts';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { NetWorthByAccount } from './NetWorthByAccount';
import { DashboardAccounts } from './DashboardAccounts';
import { firstAccountSkipped } from './firstAccountSkip';
import { endScreenTest, startScreenTest } from '../../../tests/support/screenTest';
import { renderScreen } from '../../../tests/support/renderScreen';

let db: MoneyKitchenDb;
beforeEach(() => {
  localStorage.clear();
  db = startScreenTest();
});
afterEach(() => endScreenTest(db));

const now = new Date('2026-11-20T12:00:00Z');
const opening = { opening_date: '2026-11-01' as IsoDate, note: '', last_four: '' };

async function holdAccounts() {
  await addAccount(
    db,
    { name: 'Giro', account_type: 'current', currency: 'EUR', opening_cents: 4000_00 as Cents, ...opening },
    now,
  );
  await addAccount(
    db,
    { name: 'Visa', account_type: 'credit_card', currency: 'EUR', opening_cents: -250_00 as Cents, ...opening },
    now,
  );
}

describe('the dashboard accounts', () => {
  it('offers the first account to a person who holds none, and Skip hides it for good on this device', async () => {
    const first = await renderScreen(<DashboardAccounts />, { db });
    const panel = await screen.findByRole('region', { name: 'Start with your accounts' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add your first account' }));
    expect(screen.getByRole('dialog', { name: 'Add account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('region', { name: 'Start with your accounts' })).toBeNull();
    first.unmount();
    expect(firstAccountSkipped(db.name)).toBe(true);
    expect(firstAccountSkipped('another-person')).toBe(false);
  });

  it('lists the accounts with their balances, assets apart from liabilities', async () => {
    await holdAccounts();
    await renderScreen(<DashboardAccounts />, { db });
    const card = await screen.findByRole('region', { name: 'Accounts' });
    expect(within(card).getByRole('region', { name: 'Assets' }).textContent).toContain('Giro4,000.00 EUR');
    expect(within(card).getByRole('region', { name: 'Liabilities' }).textContent).toContain('Visa-250.00 EUR');
    expect(within(card).getByRole('link', { name: 'See all accounts' }).getAttribute('href')).toBe('/accounts');
  });

  it('breaks net worth down by account, a debt negative', async () => {
    await holdAccounts();
    await renderScreen(<NetWorthByAccount />, { db });
    const table = await screen.findByRole('table', { name: /Each account in its own currency/ });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['GiroCurrent / checking4,000.00 EUR', 'VisaCredit card-250.00 EUR']);
  });
});
