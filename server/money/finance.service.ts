import { defaultCurrency } from '../../src/domain/currencies';
import {
  compareMonths,
  firstDayOfMonth,
  lastDayOfMonth,
  monthKey,
  monthOf,
  monthLabel,
  todayIn,
  type IsoDate,
  type Month,
  type MonthKey,
} from '../../src/domain/dates';
import { toCents, type Cents } from '../../src/domain/money';
import { netWorth } from '../../src/domain/netWorth';
import { buildReport, reportMonths, reportYears } from '../../src/domain/reports';
import {
  monthNet,
  monthNets,
  scoreHistoryStart,
  targetForMonth,
  targetHistory,
  targetStatus,
  type TargetEntry,
} from '../../src/domain/score';
import type { RatesService } from '../rates/rates.service';
import type { RecordsService } from '../records/records.service';
import type { AccountBalancesRepository } from './accountBalances.repository';
import type { MoneyRepository } from './money.repository';

export interface FinanceDeps {
  money: MoneyRepository;
  accounts: AccountBalancesRepository;
  records: RecordsService;
  rates: RatesService;
  clock: () => Date;
}

/**
 * The figures of the REST calls, computed from the records with the same domain code the browser
 * uses, so both show the same numbers to the cent. The server has no time zone for a person, so
 * "today" is the UTC date.
 */
export function financeService({ money, accounts, records, rates, clock }: FinanceDeps) {
  const today = () => todayIn(clock(), 'UTC');

  async function favorite(userId: string): Promise<string> {
    return (await records.find(userId, 'setting', 'favorite_currency'))?.value ?? defaultCurrency;
  }

  async function targets(userId: string): Promise<TargetEntry[]> {
    return (await money.targets(userId)).map((t) => ({ month: t.month as MonthKey, target: toCents(t.target) }));
  }

  async function netOf(userId: string, currency: string, month: Month) {
    const rows = await money.dayTotals(userId, { start: firstDayOfMonth(month), end: lastDayOfMonth(month) });
    return monthNet(rows, currency, await rates.book());
  }

  async function report(userId: string, start: IsoDate, end: IsoDate) {
    const currency = await favorite(userId);
    return {
      currency,
      report: buildReport(await money.dayTotals(userId, { start, end }), currency, await rates.book()),
    };
  }

  return {
    favorite,

    /**
     * The sum of the accounts, open and closed, each converted to the favorite currency (issue 44,
     * item 4), with the breakdown per account currency and per account.
     */
    async netWorth(userId: string) {
      const balances = await accounts.accountBalances(userId);
      const worth = netWorth(
        balances.map((account) => ({ currency: account.currency, cents: toCents(account.cents) })),
        await favorite(userId),
        await rates.book(),
      );
      return { ...worth, accounts: balances };
    },

    /** The current month's score, or undefined when no target was ever set (the spec's 404). */
    async score(userId: string) {
      const month = monthOf(today());
      const target = targetForMonth(await targets(userId), monthKey(month));
      if (target === undefined) return undefined;
      const { net, missing } = await netOf(userId, await favorite(userId), month);
      const score = toCents(net - target);
      return { score, target, status: targetStatus(score), missing };
    },

    async target(userId: string): Promise<Cents | undefined> {
      return targetForMonth(await targets(userId), monthKey(monthOf(today())));
    },

    /** Spec section 7's score history: one grouped query for every month's flows, then one pass (issue 49, item 1). */
    async history(userId: string) {
      const all = await targets(userId);
      const now = monthOf(today());
      const first = scoreHistoryStart(all);
      if (first === undefined || compareMonths(first, now) > 0) return [];
      const range = { start: firstDayOfMonth(first), end: lastDayOfMonth(now) };
      const [currency, flows, book] = await Promise.all([
        favorite(userId),
        money.dayFlows(userId, range),
        rates.book(),
      ]);
      const { nets } = monthNets(flows, currency, book);
      return targetHistory(all, (month) => nets.get(month) ?? toCents(0), now);
    },

    async monthReport(userId: string, month: Month) {
      const { currency, report: result } = await report(userId, firstDayOfMonth(month), lastDayOfMonth(month));
      return { currency, report: result, label: monthLabel(month) };
    },

    async yearReport(userId: string, year: number) {
      return report(userId, firstDayOfMonth({ year, month: 1 }), lastDayOfMonth({ year, month: 12 }));
    },

    async reportMonths(userId: string) {
      return reportMonths((await money.transactionDates(userId)) as IsoDate[]);
    },

    async reportYears(userId: string) {
      return reportYears((await money.transactionDates(userId)) as IsoDate[]);
    },

    currentMonth: () => monthOf(today()),
  };
}

export type FinanceService = ReturnType<typeof financeService>;
