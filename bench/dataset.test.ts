import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountProblem } from '../src/domain/accountRules';
import type { IsoDate } from '../src/domain/dates';
import { accountIdOf } from '../src/domain/ledgerAccounts';
import { type AccountRecord, type RecordKind } from '../src/domain/records';
import { recordSchemas } from '../src/domain/recordSchemas';
import { readParts } from '../src/domain/splits';
import { ruleViolation } from '../server/records/recordRules';
import { benchDataset, datasetMutations, withoutAccounts } from './dataset';

const dataset = benchDataset('bench', 100_000, '2026-12-02' as IsoDate);
const mutations = datasetMutations(dataset);

describe("the bench's data set (issue 44: 100,000 transactions over 8 accounts)", () => {
  it('puts every transaction in one of its 8 accounts, a fifth of them in the one the bench reconciles', () => {
    const ids = new Set(dataset.accounts.map((account) => account.id));
    const perAccount = new Map<string, number>();
    for (const record of dataset.transactions) {
      perAccount.set(accountIdOf(record), (perAccount.get(accountIdOf(record)) ?? 0) + 1);
    }
    expect(dataset.transactions).toHaveLength(100_000);
    expect(ids.size).toBe(8);
    expect(new Set(perAccount.keys())).toEqual(ids);
    expect(perAccount.get(dataset.reconcileAccountId!)).toBe(20_000);
    expect(dataset.accounts.filter((account) => account.account_type === 'credit_card')).toHaveLength(1);
  });

  it('is made of records the server accepts: each valid and naming an account of its currency, or with the amount in it', () => {
    const accounts = new Map(dataset.accounts.map((account) => [account.id, account]));
    const accountOf = (id: string): AccountRecord | undefined => accounts.get(id);
    const problems = mutations.flatMap(({ name, args }) => {
      const kind = name.slice(0, name.indexOf('.')) as RecordKind;
      const parsed = v.safeParse(recordSchemas[kind], args);
      const rule = accountProblem({ kind, op: 'put', id: args.id, record: args } as never, accountOf);
      const stored = rule ?? ruleViolation({ kind, op: 'put', id: args.id, record: args } as never, undefined);
      return parsed.success && stored === undefined
        ? []
        : [`${name} ${args.id}: ${stored ?? parsed.issues?.[0]?.message}`];
    });
    expect(problems).toEqual([]);
  });

  it('is the same on every generation (a seeded generator)', () => {
    expect(benchDataset('bench', 100_000, '2026-12-02' as IsoDate)).toEqual(dataset);
  });

  it("splits 10% of the transactions into 2 or 3 parts, each everyday, the first part in the record's category", () => {
    const split = dataset.transactions.filter((record) => record.parts !== undefined);
    expect(split).toHaveLength(10_000);
    expect(dataset.counts.splits).toBe(10_000);
    const shapes = new Map<number, number>();
    for (const record of split) {
      const parts = readParts(record.parts!)!;
      shapes.set(parts.length, (shapes.get(parts.length) ?? 0) + 1);
      expect(parts[0]!.category).toBe(record.category);
      expect(new Set(parts.map((part) => part.category)).size).toBe(parts.length);
      expect(record.scheduled_id ?? record.wish_id).toBeNull();
    }
    expect([...shapes.keys()].sort()).toEqual([2, 3]);
    expect(shapes.get(3)).toBeGreaterThan(3_000);
  });

  it('goes to a server from before accounts without account records or fields, and with every transaction', () => {
    const old = withoutAccounts(mutations);
    expect(old.filter((m) => 'parts' in m.args)).toEqual([]);
    expect(old.some((m) => m.name === 'account.put.v1')).toBe(false);
    expect(old.filter((m) => 'account_id' in m.args || 'account_cents' in m.args)).toEqual([]);
    expect(old.filter((m) => m.name === 'transaction.put.v1')).toHaveLength(100_000);
  });
});
