import { describe, expect, it } from 'vitest';
import { mergeCategory, renameCategory, setCategoryColour } from '../../src/db/commands/categories';
import { addScheduled } from '../../src/db/commands/scheduled';
import { addTransaction, updateTransaction } from '../../src/db/commands/transactions';
import type { MoneyKitchenDb } from '../../src/db/database';
import { categoryStyleId } from '../../src/domain/categoryColours';
import type { Cents } from '../../src/domain/money';
import type { IsoDate } from '../../src/domain/dates';
import { signedInUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';
import { testDevice } from '../support/testDevice';

/**
 * Issue 17 section 3: a merge or rename made on one device, offline, reaches another device as
 * ordinary patches, with that device's derived tables (day rows, category use, search rows) following.
 */

const api = useTestApi();
const now = new Date('2026-03-15T10:00:00Z');

const add = (db: MoneyKitchenDb, category: string, cents: number, date: string) =>
  addTransaction(
    db,
    {
      amount_cents: cents as Cents,
      currency: 'EUR',
      trans_status: 'withdraw',
      category,
      trans_details: 'Shop',
      date: date as IsoDate,
    },
    now,
  );

/** What a person sees of categories on a device: records, derived rows and colours. */
const categoriesOn = async (db: MoneyKitchenDb) => ({
  categories: (await db.transactions.toArray()).map((record) => record.category).sort(),
  scheduled: (await db.scheduled.toArray()).map((item) => item.category),
  uses: (await db.categoryUse.toArray()).sort((a, b) => a.category.localeCompare(b.category)),
  march1: (await db.days.get('2026-03-01'))?.sums,
  searchCategories: (await db.searchRows.toArray()).map((row) => row.category).sort(),
  styles: await db.categoryStyles.toArray(),
});

describe('merging and renaming categories on two devices', () => {
  it('a merge done offline on the phone is what the laptop shows after both sync', async () => {
    const user = await signedInUser(api);
    const phone = testDevice(api, user);
    const laptop = testDevice(api, user);

    await add(phone.db, 'Grocery', 1200, '2026-03-01');
    await add(phone.db, 'Groceries', 3000, '2026-03-01');
    await add(phone.db, 'Grocery', 500, '2026-03-02');
    await addScheduled(
      phone.db,
      {
        scheduled_trans_status: 'withdraw',
        day_of_month: 28,
        amount_cents: 4000 as Cents,
        currency: 'EUR',
        category: 'Grocery',
        scheduled_trans_details: 'Big shop',
        status: true,
      },
      now,
    );
    await setCategoryColour(phone.db, { kind: 'withdraw', category: 'Grocery' }, 'teal');
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    expect((await categoriesOn(laptop.db)).categories).toEqual(['Groceries', 'Grocery', 'Grocery']);

    phone.offline = true;
    await mergeCategory(phone.db, { kind: 'withdraw', category: 'Grocery' }, 'Groceries');
    await renameCategory(phone.db, { kind: 'withdraw', category: 'Groceries' }, 'Food shopping');
    await phone.engine.syncNow();
    expect(phone.engine.getStatus().state).toBe('offline');
    phone.offline = false;
    await phone.engine.syncNow();
    await laptop.engine.syncNow();

    const seen = await categoriesOn(laptop.db);
    expect(seen).toEqual(await categoriesOn(phone.db));
    expect(seen.categories).toEqual(['Food shopping', 'Food shopping', 'Food shopping']);
    expect(seen.scheduled).toEqual(['Food shopping']);
    expect(seen.uses).toEqual([{ kind: 'withdraw', category: 'Food shopping', count: 3 }]);
    expect(seen.march1).toEqual([
      { kind: 'withdraw', category: 'Food shopping', currency: 'EUR', cents: 4200, count: 2 },
    ]);
    expect(seen.searchCategories).toEqual(['Food shopping', 'Food shopping', 'Food shopping']);
    // The merged category's colour went with it (the one it joined had none), and on with the rename.
    expect(seen.styles).toEqual([
      {
        id: categoryStyleId('withdraw', 'Food shopping'),
        trans_status: 'withdraw',
        category: 'Food shopping',
        colour: 'teal',
      },
    ]);
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('keeps a description edited on the other device meanwhile: only the category travels', async () => {
    const user = await signedInUser(api);
    const phone = testDevice(api, user);
    const laptop = testDevice(api, user);
    const record = await add(phone.db, 'Snacks', 250, '2026-03-05');
    await add(phone.db, 'Food', 100, '2026-03-05');
    await phone.engine.syncNow();
    await laptop.engine.syncNow();

    const onLaptop = (await laptop.db.transactions.get(record.id))!;
    await updateTransaction(laptop.db, onLaptop, { ...onLaptop, trans_details: 'Crisps' });
    await mergeCategory(phone.db, { kind: 'withdraw', category: 'Snacks' }, 'Food');
    await laptop.engine.syncNow();
    await phone.engine.syncNow();
    await laptop.engine.syncNow();

    for (const db of [phone.db, laptop.db]) {
      expect(await db.transactions.get(record.id)).toMatchObject({ category: 'Food', trans_details: 'Crisps' });
    }
  });
});
