import { describe, expect, it } from 'vitest';
import { setBudget, stopBudget } from '../../src/db/commands/budgets';
import type { MoneyKitchenDb } from '../../src/db/database';
import type { CurrencyCode } from '../../src/domain/currencies';
import type { MonthKey } from '../../src/domain/dates';
import type { Cents } from '../../src/domain/money';
import { signedInUser } from '../support/accounts';
import { serverRecords } from '../support/serverRecords';
import { useTestApi } from '../support/testApi';
import { testDevice } from '../support/testDevice';

const api = useTestApi();
const now = new Date('2026-03-15T10:00:00Z');

const food = (limit: number, month = '2026-03') => ({
  category: 'Food',
  month: month as MonthKey,
  limit_cents: limit as Cents,
  currency: 'EUR' as CurrencyCode,
  rollover: true,
});

const budgets = async (db: MoneyKitchenDb) => (await db.budgets.toArray()).sort((a, b) => a.id.localeCompare(b.id));

const serverBudgets = (token: string) => serverRecords(api, token, 'budget');

describe('budgets on two devices of one person', () => {
  it('a budget set on one device reaches the other; offline edits of both merge field by field', async () => {
    const user = await signedInUser(api);
    const phone = testDevice(api, user);
    const laptop = testDevice(api, user);

    const march = await setBudget(phone.db, food(40000), now);
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    expect(await budgets(laptop.db)).toEqual([march]);

    phone.offline = true;
    laptop.offline = true;
    // The phone raises the limit; the laptop turns rollover off and stops the budget from June.
    await setBudget(phone.db, food(45000), now);
    await setBudget(laptop.db, { ...food(40000), rollover: false }, now);
    const june = await stopBudget(laptop.db, 'Food', '2026-06' as MonthKey, now);
    phone.offline = false;
    laptop.offline = false;
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    await phone.engine.syncNow();

    const server = await serverBudgets(user.access);
    expect(server).toEqual(
      [{ ...march, limit_cents: 45000, rollover: false }, june].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await budgets(phone.db)).toEqual(server);
    expect(await budgets(laptop.db)).toEqual(server);
  });

  it("is in the backup and restored from it; one person never pulls another one's budgets", async () => {
    const owner = await signedInUser(api);
    const other = await signedInUser(api);
    const device = testDevice(api, owner);
    const record = await setBudget(device.db, food(12345, '2026-01'), now);
    await device.engine.syncNow();

    expect(await serverBudgets(other.access)).toEqual([]);
    const file = await (await api.json('GET', '/api/backup/', undefined, owner.access)).json();
    expect(file.records.budget).toEqual([record]);

    const restored = await api.json('POST', '/api/backup/restore/', file, other.access);
    expect(restored.status).toBe(200);
    expect((await restored.json()).restored.budget).toBe(1);
    expect(await serverBudgets(other.access)).toEqual([record]);
  });

  it('refuses a budget without a category or with a bad month, with the reason, and stores nothing', async () => {
    const user = await signedInUser(api);
    const bad = { ...food(100), id: 'b-1', stopped: false, created_at: now.toISOString() };
    const response = await api.json(
      'POST',
      '/api/sync/push/',
      {
        protocol: 1,
        client_id: 'c1',
        mutations: [
          { number: 1, name: 'budget.put.v1', args: { ...bad, category: '  ' } },
          { number: 2, name: 'budget.put.v1', args: { ...bad, month: '2026-13' } },
        ],
      },
      user.access,
    );
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results.map((r: { status: string; error: string }) => [r.status, r.error])).toEqual([
      ['rejected', 'Category is required'],
      ['rejected', 'Month must be yyyy-mm'],
    ]);
    expect(await serverBudgets(user.access)).toEqual([]);
  });
});
