import type { CurrencyCode } from '../src/domain/currencies';
import { isoDateFromParts, monthKey, monthOf, monthsBetween, type IsoDate, type MonthKey } from '../src/domain/dates';
import type { Cents } from '../src/domain/money';
import type { AccountType } from '../src/domain/accountTypes';
import type {
  AccountRecord,
  BudgetRecord,
  RecordKind,
  RecordKinds,
  ScheduledRecord,
  SettingRecord,
  TargetRecord,
  TransactionKind,
  TransactionRecord,
  WishRecord,
} from '../src/domain/records';
import { dueOccurrences, occurrenceRecord } from '../src/domain/schedule';
import { wishCompletionChanges } from '../src/domain/wishes';
import { mulberry32 } from '../tests/support/mulberry32';
import { splitSome } from './datasetSplits';

/**
 * The deterministic data set behind `npm run bench` and `npm run demo`: the same options and end date
 * always give the same records, ids and amounts (a seeded generator, no Math.random).
 */
export interface DatasetOptions {
  /** Id prefix: `bench` gives `bench-tx-000001`, `bench-sched-01`, `bench-wish-01`. */
  prefix: string;
  /** Every transaction, scheduled occurrences and wish purchases included. */
  transactions: number;
  years: number;
  /** The last day holding data (usually today, so the dashboard and monthly report have data). */
  endDate: IsoDate;
  scheduled: number;
  wishes: number;
  favoriteCurrency: CurrencyCode;
  /**
   * No everyday transactions on the end date (scheduled occurrences still fall on it), so one added
   * there during the bench is the first row of the list: ids like `bench-tx-` sort above UUIDv7 ids
   * within a date.
   */
  quietLastDay?: boolean;
  /** Eight accounts (benchAccounts) that every record names, instead of one account per currency. */
  accounts?: boolean;
  /** Share of all transactions that are everyday ones split into 2 or 3 parts (datasetSplits.ts); default none. */
  splitShare?: number;
  /** Share of everyday transactions that are income (default 0.12). */
  depositShare?: number;
  seed?: number;
}

export interface Dataset {
  options: DatasetOptions;
  startDate: IsoDate;
  setting: SettingRecord;
  targets: TargetRecord[];
  scheduled: ScheduledRecord[];
  wishes: WishRecord[];
  budgets: BudgetRecord[];
  /** Empty without `options.accounts`: every record then belongs to its currency's account. */
  accounts: AccountRecord[];
  /** The account holding a fifth of the transactions (20,000 of 100,000), the one the bench reconciles. */
  reconcileAccountId: string | undefined;
  /** Sorted by date, then id. */
  transactions: TransactionRecord[];
  counts: { regular: number; occurrences: number; wishPurchases: number; splits: number };
}

/** The data set every server of `npm run bench` is loaded with: `transactions` over five years up to `endDate`. */
export function benchDataset(prefix: string, transactions: number, endDate: IsoDate): Dataset {
  return generateDataset({
    prefix,
    transactions,
    years: 5,
    endDate,
    scheduled: 40,
    wishes: 50,
    favoriteCurrency: 'EUR',
    quietLastDay: true,
    accounts: true,
    // Issue 45: "100,000 transactions of which 10% split".
    splitShare: 0.1,
  });
}

/**
 * The eight accounts of the bench's data (issue 44: "100,000 transactions over 8 accounts"), with
 * opening balances in whole units. Which one a record goes to is `accountKeyFor`; the EUR current
 * account holds a fifth of every transaction, the size issue 44's reconcile budget names.
 */
const benchAccounts: readonly {
  key: string;
  name: string;
  type: AccountType;
  currency: CurrencyCode;
  opening: number;
  lastFour: string;
}[] = [
  { key: 'current', name: 'Current account', type: 'current', currency: 'EUR', opening: 2_400, lastFour: '4821' },
  { key: 'household', name: 'Household account', type: 'current', currency: 'EUR', opening: 1_200, lastFour: '' },
  { key: 'card', name: 'Travel card', type: 'credit_card', currency: 'EUR', opening: -850, lastFour: '9034' },
  { key: 'checking', name: 'US checking', type: 'current', currency: 'USD', opening: 3_100, lastFour: '1177' },
  { key: 'cash', name: 'US cash', type: 'cash', currency: 'USD', opening: 150, lastFour: '' },
  { key: 'brokerage', name: 'Brokerage', type: 'investment', currency: 'USD', opening: 12_000, lastFour: '' },
  { key: 'uk', name: 'UK current', type: 'current', currency: 'GBP', opening: 900, lastFour: '3310' },
  { key: 'swiss', name: 'Swiss savings', type: 'savings', currency: 'CHF', opening: 5_000, lastFour: '' },
];

/**
 * The account of a record in `currency`: EUR to the current or household account (`everyday`
 * decides which the caller splits), USD by category, GBP and CHF to their own, and every other
 * currency to the EUR card, as a foreign-currency payment (`foreign`). Undefined: no account of
 * that currency takes the record (a schedule or wish carries no amount in another currency).
 */
function accountKeyFor(currency: CurrencyCode, category: string): { key: string; foreign?: boolean } {
  switch (currency) {
    case 'EUR':
      return { key: 'household' };
    case 'USD':
      return {
        key:
          category === 'Dividends'
            ? 'brokerage'
            : category === 'Dining' || category === 'Transport'
              ? 'cash'
              : 'checking',
      };
    case 'GBP':
      return { key: 'uk' };
    case 'CHF':
      return { key: 'swiss' };
    default:
      return { key: 'card', foreign: true };
  }
}

/** 12 currencies, with a typical size of one unit against USD so amounts look real in each. */
export const benchCurrencies: readonly { code: CurrencyCode; weight: number; perUsd: number }[] = [
  { code: 'USD', weight: 30, perUsd: 1 },
  { code: 'EUR', weight: 22, perUsd: 0.9 },
  { code: 'GBP', weight: 8, perUsd: 0.8 },
  { code: 'EGP', weight: 8, perUsd: 48 },
  { code: 'JPY', weight: 5, perUsd: 150 },
  { code: 'CHF', weight: 5, perUsd: 0.9 },
  { code: 'CAD', weight: 5, perUsd: 1.35 },
  { code: 'AUD', weight: 4, perUsd: 1.5 },
  { code: 'INR', weight: 4, perUsd: 84 },
  { code: 'CNY', weight: 3, perUsd: 7.2 },
  { code: 'BRL', weight: 3, perUsd: 5.5 },
  { code: 'SEK', weight: 3, perUsd: 10.5 },
];

/** 25 categories with the one completed wishes use ('Wishes'): 20 spending, 4 income, plus Wishes. */
const withdrawCategories: readonly { name: string; weight: number; usd: [number, number]; what: string[] }[] = [
  { name: 'Groceries', weight: 24, usd: [4, 180], what: ['Supermarket', 'Market stall', 'Bakery', 'Butcher'] },
  { name: 'Dining', weight: 12, usd: [6, 120], what: ['Lunch', 'Dinner out', 'Coffee', 'Takeaway'] },
  { name: 'Transport', weight: 10, usd: [2, 90], what: ['Bus pass', 'Taxi', 'Fuel', 'Train ticket'] },
  { name: 'Utilities', weight: 3, usd: [30, 250], what: ['Electricity', 'Water', 'Gas'] },
  { name: 'Rent', weight: 1, usd: [600, 2200], what: ['Monthly rent'] },
  { name: 'Health', weight: 3, usd: [10, 400], what: ['Pharmacy', 'Doctor', 'Dentist'] },
  { name: 'Insurance', weight: 1, usd: [40, 300], what: ['Car insurance', 'Home insurance'] },
  { name: 'Clothing', weight: 4, usd: [15, 250], what: ['Shoes', 'Jacket', 'Shirts'] },
  { name: 'Entertainment', weight: 5, usd: [8, 150], what: ['Cinema', 'Concert', 'Books', 'Games'] },
  { name: 'Travel', weight: 2, usd: [50, 1500], what: ['Flight', 'Hotel', 'Car rental'] },
  { name: 'Education', weight: 1, usd: [20, 800], what: ['Course', 'Textbooks'] },
  { name: 'Gifts', weight: 2, usd: [10, 200], what: ['Birthday present', 'Wedding gift'] },
  { name: 'Subscriptions', weight: 3, usd: [3, 40], what: ['Streaming', 'Cloud storage', 'Newspaper'] },
  { name: 'Home', weight: 3, usd: [10, 600], what: ['Furniture', 'Tools', 'Repairs'] },
  { name: 'Pets', weight: 2, usd: [8, 200], what: ['Pet food', 'Vet'] },
  { name: 'Kids', weight: 2, usd: [5, 300], what: ['School supplies', 'Toys', 'Childcare'] },
  { name: 'Personal care', weight: 2, usd: [5, 90], what: ['Haircut', 'Cosmetics'] },
  { name: 'Taxes', weight: 0.3, usd: [100, 3000], what: ['Income tax', 'Property tax'] },
  { name: 'Phone', weight: 1, usd: [10, 80], what: ['Mobile plan'] },
  { name: 'Charity', weight: 1, usd: [5, 200], what: ['Donation'] },
];
const depositCategories: readonly { name: string; weight: number; usd: [number, number]; what: string[] }[] = [
  { name: 'Salary', weight: 6, usd: [1500, 6500], what: ['Monthly salary', 'Bonus'] },
  { name: 'Freelance', weight: 4, usd: [100, 2500], what: ['Invoice paid', 'Consulting'] },
  { name: 'Interest', weight: 2, usd: [1, 60], what: ['Savings interest'] },
  { name: 'Dividends', weight: 2, usd: [5, 400], what: ['Dividend payout'] },
];

/** The data set's random choices, all from one seed (mulberry32), so every run builds the same data. */
function generator(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick<T extends { weight: number }>(items: readonly T[]): T {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let at = next() * total;
      for (const item of items) {
        at -= item.weight;
        if (at < 0) return item;
      }
      return items[items.length - 1]!;
    },
    /** Log-uniform: small amounts are common, large ones rare, as in real spending. */
    logUniform: (min: number, max: number) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
  };
}
type Random = ReturnType<typeof generator>;

const dayMs = 86_400_000;
const toDate = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10) as IsoDate;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function amountIn(random: Random, usd: [number, number], perUsd: number): Cents {
  const units = random.logUniform(usd[0], usd[1]) * perUsd;
  // Yen and pounds of Egypt in whole units; the rest to the cent.
  const cents = perUsd >= 40 ? Math.round(units) * 100 : Math.round(units * 100);
  return Math.max(1, cents) as Cents;
}

function stamp(random: Random, date: IsoDate): string {
  return new Date(toDate(date).getTime() + random.int(7 * 3600, 22 * 3600) * 1000).toISOString();
}

/** The first day of the data: `years` years before the end date, the day after. */
export function startDateFor(endDate: IsoDate, years: number): IsoDate {
  const end = toDate(endDate);
  const start = new Date(Date.UTC(end.getUTCFullYear() - years, end.getUTCMonth(), end.getUTCDate()) + dayMs);
  return fromTime(start.getTime());
}

export function generateDataset(options: DatasetOptions): Dataset {
  const random = generator(options.seed ?? 20_261_122);
  const { prefix, endDate } = options;
  const startDate = startDateFor(endDate, options.years);
  const startTime = toDate(startDate).getTime();
  const days = Math.round((toDate(endDate).getTime() - startTime) / dayMs) + 1;
  const months = monthsBetween(monthOf(startDate), monthOf(endDate));
  const perUsdOf = (code: CurrencyCode) => benchCurrencies.find((c) => c.code === code)?.perUsd ?? 1;
  const favoritePerUsd = perUsdOf(options.favoriteCurrency);
  const accountIdOfKey = (key: string) => `${prefix}-account-${key}`;
  // A schedule or a wish names its account only when that account holds its currency.
  const ownAccount = (currency: CurrencyCode, category: string): { account_id?: string } => {
    const route = options.accounts ? accountKeyFor(currency, category) : undefined;
    return route && !route.foreign ? { account_id: accountIdOfKey(route.key) } : {};
  };

  const setting: SettingRecord = { id: 'favorite_currency', value: options.favoriteCurrency };

  // A savings target for every month, in the favorite currency, rounded to 50 units.
  const targets: TargetRecord[] = months.map((month) => ({
    id: monthKey(month) as MonthKey,
    target_cents: (Math.round((random.int(300, 1500) * favoritePerUsd) / 50) * 50 * 100) as Cents,
  }));

  // Recurring items made on the first day: salary and rent first, then bills. A few are paused.
  const scheduledKinds: { kind: TransactionKind; category: string; details: string; usd: [number, number] }[] = [
    { kind: 'deposit', category: 'Salary', details: 'Salary', usd: [3000, 5000] },
    { kind: 'withdraw', category: 'Rent', details: 'Rent', usd: [900, 1600] },
    { kind: 'withdraw', category: 'Utilities', details: 'Electricity', usd: [40, 120] },
    { kind: 'withdraw', category: 'Phone', details: 'Mobile plan', usd: [15, 45] },
    { kind: 'withdraw', category: 'Subscriptions', details: 'Streaming', usd: [8, 20] },
    { kind: 'withdraw', category: 'Insurance', details: 'Health insurance', usd: [60, 200] },
    { kind: 'deposit', category: 'Interest', details: 'Savings interest', usd: [5, 40] },
    { kind: 'withdraw', category: 'Subscriptions', details: 'Gym', usd: [20, 60] },
  ];
  const scheduled: ScheduledRecord[] = [];
  for (let i = 0; i < options.scheduled; i++) {
    const shape = scheduledKinds[i % scheduledKinds.length]!;
    const currency = i % 4 === 3 ? 'EUR' : options.favoriteCurrency;
    const paused = options.scheduled >= 5 && i % 10 === 9;
    scheduled.push({
      id: `${prefix}-sched-${pad(i + 1, 2)}`,
      scheduled_trans_status: shape.kind,
      // 31 on one item: months shorter than that use their last day.
      day_of_month: i === 2 ? 31 : random.int(1, 28),
      amount_cents: amountIn(random, shape.usd, perUsdOf(currency)),
      currency,
      category: shape.category,
      scheduled_trans_details: `${shape.details}${i >= scheduledKinds.length ? ` ${Math.floor(i / scheduledKinds.length) + 1}` : ''}`,
      status: !paused,
      created_at: `${startDate}T06:00:00.000Z`,
      ...ownAccount(currency, shape.category),
    });
  }

  // Every occurrence the app would have generated by the end date, so opening it generates none.
  const occurrences: TransactionRecord[] = [];
  for (const item of scheduled) {
    const made = new Set<string>();
    for (;;) {
      const batch = dueOccurrences(item, endDate, (id) => made.has(id));
      if (batch.length === 0) break;
      for (const occurrence of batch) {
        made.add(occurrence.id);
        occurrences.push(occurrenceRecord(item, occurrence, new Date(`${occurrence.date}T06:00:00.000Z`)));
      }
    }
  }

  // Wishes over the years of the data and the next one; about four in ten bought, each with its purchase.
  const firstYear = toDate(startDate).getUTCFullYear();
  const lastYear = toDate(endDate).getUTCFullYear();
  const wishNames = ['Espresso machine', 'Road bike', 'Noise-cancelling headphones', 'Cast iron pan', 'Tent'];
  const wishes: WishRecord[] = [];
  const wishPurchases: TransactionRecord[] = [];
  for (let i = 0; i < options.wishes; i++) {
    const year = firstYear + (i % (lastYear - firstYear + 2));
    const currency = i % 3 === 0 ? 'EUR' : options.favoriteCurrency;
    const createdOn = year > lastYear ? endDate : fromTime(Math.max(startTime, Date.UTC(year, 0, 1)));
    const wish: WishRecord = {
      id: `${prefix}-wish-${pad(i + 1, 2)}`,
      price_cents: amountIn(random, [20, 1200], perUsdOf(currency)),
      currency,
      year,
      wish_details: `${wishNames[i % wishNames.length]} ${Math.floor(i / wishNames.length) + 1}`,
      link: i % 2 === 0 ? `https://example.org/wish/${i + 1}` : '',
      status: false,
      created_at: `${createdOn}T09:00:00.000Z`,
      ...ownAccount(currency, 'Wishes'),
    };
    const boughtOn = fromTime(Math.min(toDate(endDate).getTime(), Date.UTC(year, 5, 1 + (i % 28))));
    if (year <= lastYear && i % 5 < 2 && boughtOn >= createdOn) {
      const [completed, purchase] = wishCompletionChanges(wish, true, new Date(`${boughtOn}T12:00:00.000Z`), boughtOn);
      wishes.push((completed as { record: WishRecord }).record);
      wishPurchases.push((purchase as { record: TransactionRecord }).record);
    } else {
      wishes.push(wish);
    }
  }

  // The rest: everyday spending and some income, spread evenly over every day of the range.
  const regularCount = options.transactions - occurrences.length - wishPurchases.length;
  if (regularCount < 0) throw new Error('More scheduled occurrences and wish purchases than transactions asked for');
  const regular: Omit<TransactionRecord, 'id'>[] = [];
  for (let i = 0; i < regularCount; i++) {
    const date = fromTime(startTime + random.int(0, days - (options.quietLastDay ? 2 : 1)) * dayMs);
    const kind: TransactionKind = random.next() < (options.depositShare ?? 0.12) ? 'deposit' : 'withdraw';
    const category = random.pick(kind === 'deposit' ? depositCategories : withdrawCategories);
    const currency = random.pick(benchCurrencies);
    regular.push({
      amount_cents: amountIn(random, category.usd, currency.perUsd),
      currency: currency.code,
      trans_status: kind,
      category: category.name,
      trans_details: `${category.what[random.int(0, category.what.length - 1)]} #${random.int(1, 999)}`,
      date,
      created_at: stamp(random, date),
      scheduled_id: null,
      wish_id: null,
    });
  }
  regular.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.created_at < b.created_at ? -1 : 1));
  const transactions: TransactionRecord[] = regular.map((row, i) => ({ id: `${prefix}-tx-${pad(i + 1, 6)}`, ...row }));
  const reconcileCount = options.accounts
    ? placeInAccounts(transactions, options.transactions, accountIdOfKey, perUsdOf)
    : 0;
  // Everyday ones only: a schedule cannot be split yet, nor a wish's purchase.
  const splits = options.splitShare
    ? splitSome(
        transactions,
        options.transactions,
        options.splitShare,
        (kind) => (kind === 'deposit' ? depositCategories : withdrawCategories),
        (code) => (perUsdOf(code as CurrencyCode) >= 40 ? 100 : 1),
        (options.seed ?? 20_261_122) + 1,
      )
    : 0;
  transactions.push(...occurrences, ...wishPurchases);
  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));

  return {
    options,
    startDate,
    setting,
    targets,
    scheduled,
    wishes,
    budgets: benchBudgets(options, favoritePerUsd),
    accounts: options.accounts ? accountRecords(startDate, accountIdOfKey) : [],
    reconcileAccountId: reconcileCount > 0 ? accountIdOfKey('current') : undefined,
    transactions,
    counts: { regular: regularCount, occurrences: occurrences.length, wishPurchases: wishPurchases.length, splits },
  };
}

/**
 * Gives each everyday transaction its account (accountKeyFor), with the amount in the card's EUR for
 * another currency's; of the EUR ones, an evenly spread share goes to the current account so that it
 * holds a fifth of `total` (all of them, when fewer). Returns how many the current account holds.
 */
function placeInAccounts(
  regular: TransactionRecord[],
  total: number,
  accountIdOfKey: (key: string) => string,
  perUsdOf: (code: CurrencyCode) => number,
): number {
  const euros = regular.filter((record) => record.currency === 'EUR').length;
  const wanted = Math.min(euros, Math.round(total / 5));
  let eurSeen = 0;
  for (const record of regular) {
    const route = accountKeyFor(record.currency, record.category);
    let key = route.key;
    if (record.currency === 'EUR') {
      // The k-th of n EUR rows goes to the current account when k * wanted / n crosses a whole number.
      if (Math.floor(((eurSeen + 1) * wanted) / euros) > Math.floor((eurSeen * wanted) / euros)) key = 'current';
      eurSeen++;
    }
    record.account_id = accountIdOfKey(key);
    if (route.foreign) {
      const perUsd = perUsdOf(record.currency);
      record.account_cents = Math.max(1, Math.round((record.amount_cents * perUsdOf('EUR')) / perUsd)) as Cents;
    }
  }
  return wanted;
}

function accountRecords(startDate: IsoDate, accountIdOfKey: (key: string) => string): AccountRecord[] {
  return benchAccounts.map((account, i) => ({
    id: accountIdOfKey(account.key),
    name: account.name,
    account_type: account.type,
    currency: account.currency,
    opening_cents: account.opening * 100,
    opening_date: startDate,
    note: '',
    last_four: account.lastFour,
    sort_order: i,
    closed: false,
    reconciled_date: null,
    reconciled_cents: null,
    created_at: `${startDate}T05:00:00.000Z`,
  }));
}

/** The fields records gained with accounts (issue 44), for a server older than them (loadAccount.ts). */
const accountFields = ['account_id', 'account_cents', 'out_account_id', 'in_account_id'] as const;

/** The mutations without these fields (of records that hold them). */
function withoutFields(mutations: readonly DatasetMutation[], fields: readonly string[]): DatasetMutation[] {
  return mutations.map((mutation) => {
    if (!fields.some((field) => field in mutation.args)) return mutation;
    const args: Record<string, unknown> = { ...mutation.args };
    for (const field of fields) delete args[field];
    return { ...mutation, args: args as unknown as DatasetMutation['args'] };
  });
}

/** The mutations as a server from before splits (issue 45) takes them: each split whole, in its first part's category. */
export const withoutParts = (mutations: readonly DatasetMutation[]) => withoutFields(mutations, ['parts']);

/**
 * The mutations as a server from before accounts takes them: no account records, no field naming one,
 * and no split's parts (splits came after accounts).
 */
export function withoutAccounts(mutations: readonly DatasetMutation[]): DatasetMutation[] {
  return withoutFields(
    mutations.filter((mutation) => mutation.name !== 'account.put.v1'),
    [...accountFields, 'parts'],
  );
}

export interface DatasetMutation {
  name: `${RecordKind}.put.v1`;
  args: RecordKinds[RecordKind];
}

/** The whole data set as sync `put` mutations, settings first, transactions in date order. */
export function datasetMutations(dataset: Dataset): DatasetMutation[] {
  return [
    { name: 'setting.put.v1', args: dataset.setting },
    // Before the records that name them.
    ...dataset.accounts.map((args) => ({ name: 'account.put.v1' as const, args })),
    ...dataset.targets.map((args) => ({ name: 'target.put.v1' as const, args })),
    ...dataset.scheduled.map((args) => ({ name: 'scheduled.put.v1' as const, args })),
    ...dataset.wishes.map((args) => ({ name: 'wish.put.v1' as const, args })),
    ...dataset.budgets.map((args) => ({ name: 'budget.put.v1' as const, args })),
    ...dataset.transactions.map((args) => ({ name: 'transaction.put.v1' as const, args })),
  ];
}

/**
 * Budgets for the eight biggest spending categories, in the favourite currency, set twelve months
 * before the end month (so the Budgets screen's history is full), half with rollover, which reaches
 * back to where it started; four get a new limit six months later.
 */
function benchBudgets(options: DatasetOptions, favoritePerUsd: number): BudgetRecord[] {
  const end = monthOf(options.endDate);
  const yearAgo = monthKey({ year: end.year - 1, month: end.month });
  const halfYearAgo = monthKey(
    end.month > 6 ? { year: end.year, month: end.month - 6 } : { year: end.year - 1, month: end.month + 6 },
  );
  const limitUsd = [900, 400, 250, 150, 1600, 200, 150, 120];
  const budgets: BudgetRecord[] = [];
  withdrawCategories.slice(0, 8).forEach((category, i) => {
    const limit = (usd: number) => (Math.round(usd * favoritePerUsd) * 100) as Cents;
    const base = {
      category: category.name,
      currency: options.favoriteCurrency,
      rollover: i % 2 === 0,
      stopped: false,
    };
    budgets.push({
      ...base,
      id: `${options.prefix}-budget-${pad(i + 1, 2)}`,
      month: yearAgo,
      limit_cents: limit(limitUsd[i]!),
      created_at: `${options.endDate}T07:00:00.000Z`,
    });
    if (i < 4) {
      budgets.push({
        ...base,
        id: `${options.prefix}-budget-${pad(i + 1, 2)}b`,
        month: halfYearAgo,
        limit_cents: limit(limitUsd[i]! * 1.1),
        created_at: `${options.endDate}T07:00:01.000Z`,
      });
    }
  });
  return budgets;
}

/** yyyy-mm-dd of a UTC day, for callers that build ranges. */
export function isoDay(year: number, month: number, day: number): IsoDate {
  return isoDateFromParts(year, month, day);
}
