import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/support/renderScreen';
import { anAccountInput, expectedPatchEntry } from '../../../tests/support/records';
import { addAccount } from '../../db/commands/accounts';
import { MoneyKitchenDb } from '../../db/database';
import { addInOrder } from '../../db/queries/testDb';
import { AccountsPage } from './AccountsPage';

const now = new Date('2026-03-20T12:00:00Z');
let opened: MoneyKitchenDb[] = [];
let databases = 0;

/** A database that can be opened again by name, as a reload of the page does. */
function openDb(name: string, factory: IDBFactory): MoneyKitchenDb {
  // Live queries run only once Dexie has an indexedDB global (testDb.ts).
  Dexie.dependencies.indexedDB ??= new IDBFactory();
  Dexie.dependencies.IDBKeyRange ??= IDBKeyRange;
  const db = new MoneyKitchenDb(name, { indexedDB: factory, IDBKeyRange });
  opened.push(db);
  return db;
}

afterEach(() => {
  cleanup();
  for (const db of opened) db.close();
  opened = [];
  vi.restoreAllMocks();
});

const assetNames = () =>
  within(screen.getByRole('table', { name: 'Assets' }))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getByRole('rowheader').querySelector('a')?.textContent);

describe('reordering accounts on the accounts page', () => {
  it('moves an account a place up or down with buttons named for it, keeps the focus, and sends only the order', async () => {
    const factory = new IDBFactory();
    const name = `accounts-order-${++databases}`;
    const db = openDb(name, factory);
    const [, savings, wallet] = await addInOrder(['Giro', 'Savings', 'Wallet'], (account) =>
      addAccount(db, anAccountInput({ name: account }), now),
    );
    await db.outbox.clear();
    await renderScreen(<AccountsPage />, { db, path: '/accounts' });
    await waitFor(() => expect(assetNames()).toEqual(['Giro', 'Savings', 'Wallet']));
    expect((screen.getByRole('button', { name: 'Move Giro up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Wallet down' }) as HTMLButtonElement).disabled).toBe(true);

    const up = screen.getByRole('button', { name: 'Move Wallet up' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(assetNames()).toEqual(['Giro', 'Wallet', 'Savings']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Wallet up' }));
    // An ordinary synced field patch: the only change is the order, of the two accounts that swapped.
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining(expectedPatchEntry('account', wallet!.id, { sort_order: [3, 2] })),
      expect.objectContaining(expectedPatchEntry('account', savings!.id, { sort_order: [2, 3] })),
    ]);

    // At the top, Move up is off: the focus goes to Move down, so the keyboard can go on.
    fireEvent.click(screen.getByRole('button', { name: 'Move Wallet up' }));
    await waitFor(() => expect(assetNames()).toEqual(['Wallet', 'Giro', 'Savings']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Wallet down' })));

    // A reload: the page drawn again from the database opened afresh keeps the order.
    cleanup();
    db.close();
    const reloaded = openDb(name, factory);
    await renderScreen(<AccountsPage />, { db: reloaded, path: '/accounts' });
    await waitFor(() => expect(assetNames()).toEqual(['Wallet', 'Giro', 'Savings']));
  });

  it('moves an account only among the accounts of its group', async () => {
    const factory = new IDBFactory();
    const db = openDb(`accounts-order-${++databases}`, factory);
    await addInOrder(
      [
        anAccountInput({ name: 'Giro' }),
        anAccountInput({ name: 'Visa', account_type: 'credit_card', opening_cents: 0 }),
        anAccountInput({ name: 'Wallet' }),
      ],
      (input) => addAccount(db, input, now),
    );
    await renderScreen(<AccountsPage />, { db, path: '/accounts' });
    await waitFor(() => expect(assetNames()).toEqual(['Giro', 'Wallet']));
    const liabilities = within(screen.getByRole('table', { name: 'Liabilities' }));
    expect((liabilities.getByRole('button', { name: 'Move Visa up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((liabilities.getByRole('button', { name: 'Move Visa down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Wallet up' }));
    await waitFor(() => expect(assetNames()).toEqual(['Wallet', 'Giro']));
    expect((await db.accounts.toArray()).sort((a, b) => a.sort_order - b.sort_order).map((a) => a.name)).toEqual([
      'Wallet',
      'Giro',
      'Visa',
    ]);
  });
});
