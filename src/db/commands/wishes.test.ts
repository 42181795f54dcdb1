import { anAccountInput, expectedPatchEntry } from '../../../tests/support/records';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { WishRecord } from '../../domain/records';
import { listAccounts } from '../queries/accounts';
import { addAccount } from './accounts';
import { CommandRefused } from './CommandRefused';
import { addWish, deleteWish, setWishCompleted, updateWish, type WishInput } from './wishes';
import { db } from '../queries/freshDbPerTest';

const now = new Date('2025-03-10T08:30:00.000Z');
const today = '2025-03-10' as IsoDate;
const bike: WishInput = {
  price_cents: 45000 as Cents,
  currency: 'USD',
  year: 2025,
  wish_details: 'Bike',
  link: 'https://example.com/bike',
};

const outbox = async () => (await db.outbox.toArray()).map(({ name, args, recordKey }) => ({ name, args, recordKey }));

describe('addWish', () => {
  it('writes a pending wish and its put to the outbox', async () => {
    const wish = await addWish(db, bike, now);

    expect(wish).toEqual({
      id: wish.id,
      price_cents: 45000,
      currency: 'USD',
      year: 2025,
      wish_details: 'Bike',
      link: 'https://example.com/bike',
      status: false,
      created_at: '2025-03-10T08:30:00.000Z',
    });
    expect(wish.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(await db.wishes.get(wish.id)).toEqual(wish);
    expect(await db.outbox.toArray()).toEqual([
      { number: 1, name: 'wish.put.v1', args: wish, recordKey: `wish:${wish.id}` },
    ]);
  });
});

describe('updateWish and deleteWish', () => {
  it('updates a pending wish, keeping its id, status and creation time', async () => {
    const wish = await addWish(db, bike, now);
    const input: WishInput = { ...bike, price_cents: 39900 as Cents, wish_details: 'Road bike', link: '' };

    const updated = await updateWish(db, wish, input);

    const expected: WishRecord = {
      id: wish.id,
      price_cents: 39900 as Cents,
      currency: 'USD',
      year: 2025,
      wish_details: 'Road bike',
      link: '',
      status: false,
      created_at: '2025-03-10T08:30:00.000Z',
    };
    expect(updated).toEqual(expected);
    expect(await db.wishes.get(wish.id)).toEqual(expected);
    expect((await outbox())[1]).toEqual(
      expectedPatchEntry('wish', wish.id, {
        price_cents: [45000, 39900],
        wish_details: ['Bike', 'Road bike'],
        link: ['https://example.com/bike', ''],
      }),
    );
  });

  it('deletes a pending wish', async () => {
    const wish = await addWish(db, bike, now);

    await deleteWish(db, wish);

    expect(await db.wishes.count()).toBe(0);
    expect((await outbox())[1]).toEqual({
      name: 'wish.delete.v1',
      args: { id: wish.id },
      recordKey: `wish:${wish.id}`,
    });
  });

  it('refuses to edit or delete a completed wish and writes nothing', async () => {
    const completed = await setWishCompleted(db, await addWish(db, bike, now), true, now, today);
    const before = await outbox();

    await expect(updateWish(db, completed, { ...bike, price_cents: 1 as Cents })).rejects.toThrow(
      new CommandRefused('Completed wishes cannot be edited or deleted. Mark the wish as pending first.'),
    );
    await expect(deleteWish(db, completed)).rejects.toBeInstanceOf(CommandRefused);
    await expect(deleteWish(db, completed)).rejects.toThrow(
      'Completed wishes cannot be edited or deleted. Mark the wish as pending first.',
    );

    expect(await outbox()).toEqual(before);
    expect(await db.wishes.get(completed.id)).toEqual(completed);
    expect(await db.transactions.count()).toBe(1);
  });
});

describe('setWishCompleted', () => {
  it('completing writes the wish and a withdraw of its price dated today, in one command', async () => {
    const wish = await addWish(db, bike, now);
    const later = new Date('2025-03-12T19:00:00.000Z');

    const completed = await setWishCompleted(db, wish, true, later, '2025-03-12' as IsoDate);

    expect(completed).toEqual({ ...wish, status: true });
    expect(await db.wishes.get(wish.id)).toEqual({ ...wish, status: true });
    const purchase = {
      id: `wish:${wish.id}`,
      amount_cents: 45000,
      currency: 'USD',
      trans_status: 'withdraw',
      category: 'Wishes',
      trans_details: 'Bike',
      date: '2025-03-12',
      created_at: '2025-03-12T19:00:00.000Z',
      scheduled_id: null,
      wish_id: wish.id,
    };
    expect(await db.transactions.toArray()).toEqual([purchase]);
    expect(await db.balances.toArray()).toEqual([{ currency: 'USD', cents: -45000, count: 1 }]);
    expect(await db.days.toArray()).toEqual([
      {
        date: '2025-03-12',
        sums: [{ kind: 'withdraw', category: 'Wishes', currency: 'USD', cents: 45000, count: 1 }],
      },
    ]);
    expect((await outbox()).slice(1)).toEqual([
      expectedPatchEntry('wish', wish.id, { status: [false, true] }),
      { name: 'transaction.put.v1', args: purchase, recordKey: `transaction:wish:${wish.id}` },
    ]);
  });

  it("pays the purchase from the wish's account, and refuses an account of another currency", async () => {
    const card = await addAccount(
      db,
      anAccountInput({ currency: 'USD', account_type: 'credit_card', opening_cents: 0 }),
      now,
    );
    await expect(addWish(db, { ...bike, currency: 'EUR', account_id: card.id }, now)).rejects.toThrow(
      "Choose USD, the account's currency, or another account.",
    );
    const wish = await addWish(db, { ...bike, account_id: card.id }, now);
    await setWishCompleted(db, wish, true, now, today);
    expect((await db.transactions.get(`wish:${wish.id}`))?.account_id).toBe(card.id);
    expect((await listAccounts(db)).map((row) => [row.account.id, row.balance])).toEqual([[card.id, -45000]]);
  });

  it("names the purchase 'Wish' when the wish has no details", async () => {
    const wish = await addWish(db, { ...bike, wish_details: '' }, now);

    await setWishCompleted(db, wish, true, now, today);

    expect((await db.transactions.get(`wish:${wish.id}`))?.trans_details).toBe('Wish');
  });

  it('marking pending again deletes the purchase and restores the balance', async () => {
    await db.balances.put({ currency: 'USD', cents: 100000, count: 3 });
    const wish = await addWish(db, bike, now);
    const completed = await setWishCompleted(db, wish, true, now, today);
    expect(await db.balances.get('USD')).toEqual({ currency: 'USD', cents: 55000, count: 4 });

    const pending = await setWishCompleted(db, completed, false, now, today);

    expect(pending).toEqual({ ...wish, status: false });
    expect(await db.wishes.get(wish.id)).toEqual({ ...wish, status: false });
    expect(await db.transactions.count()).toBe(0);
    expect(await db.balances.get('USD')).toEqual({ currency: 'USD', cents: 100000, count: 3 });
    expect(await db.days.count()).toBe(0);
    expect((await outbox()).slice(3)).toEqual([
      expectedPatchEntry('wish', wish.id, { status: [true, false] }),
      { name: 'transaction.delete.v1', args: { id: `wish:${wish.id}` }, recordKey: `transaction:wish:${wish.id}` },
    ]);
  });

  it('asking for the state the wish is already in writes nothing', async () => {
    const wish = await addWish(db, bike, now);
    const completed = await setWishCompleted(db, wish, true, now, today);
    const before = await outbox();

    expect(
      await setWishCompleted(db, completed, true, new Date('2025-04-01T00:00:00.000Z'), '2025-04-01' as IsoDate),
    ).toBe(completed);
    expect(await outbox()).toEqual(before);
    expect((await db.transactions.get(`wish:${wish.id}`))?.date).toBe('2025-03-10');
  });
});
