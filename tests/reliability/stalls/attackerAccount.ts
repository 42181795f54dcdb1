import { maxMutationsPerPush, protocolVersion } from '../../../src/domain/mutations';
import type {
  BudgetRecord,
  ScheduledRecord,
  TargetRecord,
  TransactionRecord,
  TransferRecord,
  WishRecord,
} from '../../../src/domain/records';

/** The largest inputs of the stall test (../no-stalls.test.ts): the attacker's files and bodies. */

/** `fields` as JSON, padded with an unknown field (the schemas ignore it) to exactly `size` bytes. */
export function padded(fields: object, size: number): string {
  const bare = JSON.stringify({ ...fields, padding: '' });
  if (bare.length > size) throw new Error(`${bare.length} bytes already, more than ${size}`);
  return JSON.stringify({ ...fields, padding: 'x'.repeat(size - bare.length) });
}

/** A text at the longest the schemas take (500 characters). */
export const longText = 'Groceries and other things '.repeat(20).slice(0, 500);

// The attacker's account, as the restore of the largest file it accepts leaves it.
const transaction = (i: number): TransactionRecord => ({
  id: `t-${i}`,
  amount_cents: (100 + (i % 9000)) as TransactionRecord['amount_cents'],
  currency: (['USD', 'EUR', 'EGP'] as const)[i % 3]!,
  trans_status: i % 4 === 0 ? 'deposit' : 'withdraw',
  category: `Category ${i % 40}`,
  trans_details: '',
  // One a day or so, back from March 2026 over about twelve years.
  date: new Date(Date.UTC(2026, 2, 14) - i * 86_400_000).toISOString().slice(0, 10) as TransactionRecord['date'],
  created_at: '2026-03-01T00:00:00.000Z',
  scheduled_id: null,
  wish_id: null,
});
const scheduledItem = (i: number): ScheduledRecord => ({
  id: `s-${i}`,
  scheduled_trans_status: 'withdraw',
  day_of_month: (i % 28) + 1,
  amount_cents: 100 as ScheduledRecord['amount_cents'],
  currency: 'USD',
  category: 'Rent',
  scheduled_trans_details: '',
  status: true,
  // A restore may carry items older than the account: five years of months are due.
  created_at: '2021-03-01T00:00:00.000Z',
});
const months = Array.from({ length: (2026 - 1970) * 12 + 3 }, (_, i) => {
  const year = 1970 + Math.floor(i / 12);
  return `${year}-${String((i % 12) + 1).padStart(2, '0')}` as TargetRecord['id'];
});
const wish = (i: number): WishRecord => ({
  id: `w-${i}`,
  price_cents: 5000 as WishRecord['price_cents'],
  currency: 'EUR',
  year: 2026,
  wish_details: `Wish ${i}`,
  link: '',
  status: false,
  created_at: '2026-03-01T00:00:00.000Z',
});
const budget = (i: number): BudgetRecord => ({
  id: `b-${i}`,
  category: `Category ${i % 40}`,
  month: months[months.length - 1 - (i % 60)]!,
  limit_cents: 40_000 as BudgetRecord['limit_cents'],
  currency: 'USD',
  rollover: i % 2 === 0,
  stopped: false,
  created_at: '2026-03-01T00:00:00.000Z',
});
const transfer = (i: number): TransferRecord => ({
  id: `x-${i}`,
  out_cents: 1000 as TransferRecord['out_cents'],
  out_currency: 'EUR',
  in_cents: 1100 as TransferRecord['in_cents'],
  in_currency: 'USD',
  date: transaction(i).date,
  details: '',
  created_at: '2026-03-01T00:00:00.000Z',
});

/** The largest backup file the server takes: the fixed part, then transactions until it is full. */
export function largestRestore(restoreBytes: number): { body: string; transactions: number } {
  const records = {
    setting: [{ id: 'favorite_currency', value: 'EUR' }],
    target: months.map((id, i) => ({ id, target_cents: 1000 + i })),
    scheduled: Array.from({ length: 150 }, (_, i) => scheduledItem(i)),
    wish: Array.from({ length: 300 }, (_, i) => wish(i)),
    budget: Array.from({ length: 100 }, (_, i) => budget(i)),
    transfer: Array.from({ length: 300 }, (_, i) => transfer(i)),
    transaction: [] as TransactionRecord[],
  };
  const file = { format: 'money-kitchen-backup', version: 1, records };
  let size = JSON.stringify(file).length;
  for (let i = 0; ; i += 1) {
    const next = transaction(i);
    const grows = JSON.stringify(next).length + 1;
    if (size + grows > restoreBytes) break;
    records.transaction.push(next);
    size += grows;
  }
  return { body: JSON.stringify(file), transactions: records.transaction.length };
}

/** The largest push: 500 mutations, as many of them transaction puts as fit in the body limit, the rest deletes. */
export function largestPush(maxBodyBytes: number): string {
  const mutation = (number: number, put: boolean) =>
    put
      ? { number, name: 'transaction.put.v1', args: { ...transaction(100_000 + number), id: `p-${number}` } }
      : { number, name: 'transaction.delete.v1', args: { id: `t-${number}` } };
  let puts = maxMutationsPerPush;
  for (;;) {
    const mutations = Array.from({ length: maxMutationsPerPush }, (_, i) => mutation(i + 1, i < puts));
    const body = JSON.stringify({ protocol: protocolVersion, client_id: 'attacker-phone', mutations });
    if (body.length <= maxBodyBytes) return body;
    puts -= 5;
  }
}
