import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inMemorySyncServer } from '../../tests/support/inMemorySyncServer';
import { anAccountInput, anEntry } from '../../tests/support/records';
import { moveTransactions } from '../db/commands/accountEdits';
import { addAccount, deleteAccount } from '../db/commands/accounts';
import { CommandRefused } from '../db/commands/CommandRefused';
import { addTransaction, deleteTransaction, updateTransaction } from '../db/commands/transactions';
import type { MoneyKitchenDb } from '../db/database';
import { listAccounts } from '../db/queries/accounts';
import { freshTestDb } from '../db/queries/testDb';
import { rebuildDerived } from '../db/rebuildDerived';
import { accountEffect, accountIdOf, currencyAccountId } from '../domain/ledgerAccounts';
import type { Cents } from '../domain/money';
import { pullChanges } from './pull';
import { pushOutbox } from './push';

const now = new Date('2026-03-20T12:00:00Z');

type Op =
  | { type: 'add'; device: number; cents: number; account: number }
  | { type: 'move'; device: number; pick: number; account: number }
  | { type: 'amount'; device: number; pick: number; cents: number }
  | { type: 'deleteTransaction'; device: number; pick: number }
  | { type: 'deleteAccount'; device: number; account: number }
  | { type: 'sync'; device: number };

const devices = 3;
const device = fc.nat({ max: devices - 1 });
const pick = fc.nat();
const cents = fc.integer({ min: 1, max: 50_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('add' as const), device, cents, account: pick }),
  { weight: 3, arbitrary: fc.record({ type: fc.constant('move' as const), device, pick, account: pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('amount' as const), device, pick, cents }) },
  fc.record({ type: fc.constant('deleteTransaction' as const), device, pick }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant('deleteAccount' as const), device, account: pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('sync' as const), device }) },
);

/** The accounts a device can choose from: its records and its currency's account. */
async function accountChoices(db: MoneyKitchenDb): Promise<string[]> {
  const ids = (await db.accounts.orderBy('id').primaryKeys()) as string[];
  return [currencyAccountId('EUR'), ...ids.filter((id) => id !== currencyAccountId('EUR'))];
}

async function pickTransaction(db: MoneyKitchenDb, index: number) {
  const all = await db.transactions.orderBy('id').toArray();
  return all.length === 0 ? undefined : all[index % all.length];
}

/** Refusals are the person being told no (a closed, gone or used account): the run goes on. */
async function asAPerson(command: () => Promise<unknown>) {
  try {
    await command();
  } catch (error) {
    if (!(error instanceof CommandRefused)) throw error;
  }
}

async function run(db: MoneyKitchenDb, step: Op) {
  const choices = await accountChoices(db);
  const chosen = (index: number) => choices[index % choices.length]!;
  const target = 'pick' in step ? await pickTransaction(db, step.pick) : undefined;
  switch (step.type) {
    case 'add':
      return asAPerson(() =>
        addTransaction(db, anEntry({ amount_cents: step.cents, account_id: chosen(step.account) }), now),
      );
    case 'move':
      return target && asAPerson(() => moveTransactions(db, [target.id], chosen(step.account)));
    case 'amount':
      return target && asAPerson(() => updateTransaction(db, target, { ...target, amount_cents: step.cents as Cents }));
    case 'deleteTransaction':
      return target && deleteTransaction(db, target.id);
    case 'deleteAccount':
      return asAPerson(() => deleteAccount(db, chosen(step.account)));
    case 'sync':
      return undefined;
  }
}

/** Every account's balance is its opening balance plus its transactions, read from the records themselves. */
async function expectBalancesFromRecords(db: MoneyKitchenDb) {
  const transactions = await db.transactions.toArray();
  const listed = await listAccounts(db);
  const fromRecords = new Map<string, number>(listed.map(({ account }) => [account.id, account.opening_cents]));
  for (const record of transactions) {
    const id = accountIdOf(record);
    // No transaction is left in an account the device does not list: its money would vanish.
    expect(fromRecords.has(id)).toBe(true);
    fromRecords.set(id, fromRecords.get(id)! + accountEffect(record));
  }
  expect(new Map(listed.map(({ account, balance }) => [account.id, balance]))).toEqual(fromRecords);
  return listed.map(({ account, balance }) => [account.id, account.name, balance]);
}

describe('devices moving transactions between accounts', () => {
  it('converge, with every balance equal to the opening balance plus its transactions on every device', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -100_000, max: 100_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(op, { minLength: 5, maxLength: 30 }),
        async (openings, ops) => {
          const server = inMemorySyncServer();
          const dbs = Array.from({ length: devices }, () => freshTestDb());
          const sync = async (db: MoneyKitchenDb) => {
            await pushOutbox(db, server.transport);
            await pullChanges(db, server.transport);
          };
          try {
            for (const [i, opening] of openings.entries())
              await addAccount(dbs[0]!, anAccountInput({ name: `Account ${i}`, opening_cents: opening }), now);
            for (const db of dbs) await sync(db);
            for (const step of ops) {
              const db = dbs[step.device]!;
              if (step.type === 'sync') await sync(db);
              else await run(db, step);
            }
            // Two rounds: a refusal in the first puts the server's version back, the second pulls what others sent.
            for (let round = 0; round < 2; round++) for (const db of dbs) await sync(db);

            const figures = [];
            for (const db of dbs) {
              expect(await db.outbox.count()).toBe(0);
              figures.push(await expectBalancesFromRecords(db));
              // The derived rows kept write by write are what a rebuild from the records makes.
              const kept = await db.accountTotals.toArray();
              await rebuildDerived(db);
              expect(await db.accountTotals.toArray()).toEqual(kept);
            }
            expect(figures[1]).toEqual(figures[0]);
            expect(figures[2]).toEqual(figures[0]);
            const onServer = server.liveOf('transaction').sort((a, b) => (a.id < b.id ? -1 : 1));
            expect(await dbs[0]!.transactions.orderBy('id').toArray()).toEqual(onServer);
          } finally {
            for (const db of dbs) db.close();
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
