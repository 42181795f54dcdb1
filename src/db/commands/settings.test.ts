import { expectedPatchEntry } from '../../../tests/support/records';
import { expect, it } from 'vitest';
import { setFavoriteCurrency } from './settings';
import { db } from '../queries/freshDbPerTest';

it('writes the favorite currency setting and its put, then an edit of its value, to the outbox', async () => {
  expect(await setFavoriteCurrency(db, 'EGP')).toEqual({ id: 'favorite_currency', value: 'EGP' });
  await setFavoriteCurrency(db, 'EUR');

  expect(await db.settings.toArray()).toEqual([{ id: 'favorite_currency', value: 'EUR' }]);
  expect(await db.outbox.toArray()).toEqual([
    {
      number: 1,
      name: 'setting.put.v1',
      args: { id: 'favorite_currency', value: 'EGP' },
      recordKey: 'setting:favorite_currency',
    },
    { number: 2, ...expectedPatchEntry('setting', 'favorite_currency', { value: ['EGP', 'EUR'] }) },
  ]);
});
