import { describe, expect, it } from 'vitest';
import type { IsoDate, Month, MonthKey } from './dates';
import { toCents, type Cents } from './money';
import { RateBook } from './rates';
import {
  monthNet,
  targetForMonth,
  targetHistory,
  targetStatus,
  type MonthFlow,
  type ScoreRow,
  type TargetEntry,
  type TargetStatus,
} from './score';
import { itMapsEach } from '../../tests/support/itMapsEach';

const k = (text: string): MonthKey => text as MonthKey;
const t = (month: string, cents: number): TargetEntry => ({ month: k(month), target: toCents(cents) });
const flow = (date: string, kind: 'deposit' | 'withdraw', currency: string, cents: number): MonthFlow => ({
  date: date as IsoDate,
  kind,
  currency,
  cents: toCents(cents),
});

const book = new RateBook([
  { date: '2025-01-01' as IsoDate, rates: { EUR: 0.8, EGP: 50 } },
  { date: '2025-01-15' as IsoDate, rates: { EUR: 1, EGP: 50 } },
]);

describe('targetStatus', () => {
  itMapsEach('%d -> %s', targetStatus, [
    [1, 'Above Target'],
    [12_345, 'Above Target'],
    [0.5, 'Above Target'],
    [-1, 'Below Target'],
    [-0.5, 'Below Target'],
    [0, 'On Target'],
    [-0, 'On Target'],
  ]);
});

describe('monthNet', () => {
  it.each<[string, MonthFlow[], string, number, string[]]>([
    ['no flows', [], 'USD', 0, []],
    [
      'deposits minus withdrawals',
      [flow('2025-01-10', 'deposit', 'USD', 10_000), flow('2025-01-11', 'withdraw', 'USD', 2500)],
      'USD',
      7500,
      [],
    ],
    [
      // 8000 / 0.8 = 10000 on the 10th; 8000 / 1 = 8000 on the 20th
      'each row at its own date',
      [flow('2025-01-10', 'deposit', 'EUR', 8000), flow('2025-01-20', 'deposit', 'EUR', 8000)],
      'USD',
      18_000,
      [],
    ],
    [
      'a negative month',
      [flow('2025-01-10', 'deposit', 'USD', 1000), flow('2025-01-10', 'withdraw', 'EGP', 100_000)],
      'USD',
      -1000,
      [],
    ],
    [
      'another favorite',
      [flow('2025-01-10', 'deposit', 'USD', 10_000), flow('2025-01-10', 'withdraw', 'EUR', 500)],
      'EUR',
      7500,
      [],
    ],
    [
      'rows without a rate are excluded and listed once, sorted',
      [
        flow('2025-01-10', 'deposit', 'USD', 1000),
        flow('2025-01-10', 'withdraw', 'XYZ', 500),
        flow('2025-01-20', 'deposit', 'XYZ', 200),
        flow('2025-01-20', 'withdraw', 'ABC', 1),
      ],
      'USD',
      1000,
      ['ABC', 'XYZ'],
    ],
  ])('%s', (_label, flows, favorite, net, missing) => {
    expect(monthNet(flows, favorite, book)).toEqual({ net, missing });
  });
});

describe('targetForMonth', () => {
  const targets = [t('2025-03', 500), t('2025-01', 100), t('2025-06', 0)];
  it.each<[string, number | undefined]>([
    ['2024-12', undefined],
    ['2025-01', 100],
    ['2025-02', 100],
    ['2025-03', 500],
    ['2025-05', 500],
    ['2025-06', 0], // a zero target is a target
    ['2026-01', 0],
  ])('%s -> %s', (month, expected) => {
    expect(targetForMonth(targets, k(month))).toBe(expected);
  });

  it('is undefined without targets', () => {
    expect(targetForMonth([], k('2025-01'))).toBeUndefined();
  });
});

describe('targetHistory', () => {
  const nets: Record<string, number> = { '2025-11': 15_000, '2025-12': 10_000, '2026-01': 5000 };
  const netByMonth = (month: MonthKey): Cents => toCents(nets[month] ?? 0);
  const row = (month: string, target: number, score: number, status: TargetStatus): ScoreRow => ({
    month: k(month),
    year: Number(month.slice(0, 4)),
    monthNumber: Number(month.slice(5, 7)),
    target: toCents(target),
    score: toCents(score),
    status,
  });

  it.each<[string, TargetEntry[], Month, ScoreRow[]]>([
    ['no targets', [], { year: 2026, month: 2 }, []],
    [
      'carried forward across a year boundary, newest first',
      [t('2026-01', 20_000), t('2025-11', 10_000)],
      { year: 2026, month: 2 },
      [
        row('2026-02', 20_000, -20_000, 'Below Target'),
        row('2026-01', 20_000, -15_000, 'Below Target'),
        row('2025-12', 10_000, 0, 'On Target'),
        row('2025-11', 10_000, 5000, 'Above Target'),
      ],
    ],
    [
      'now is the first target month',
      [t('2025-11', 10_000)],
      { year: 2025, month: 11 },
      [row('2025-11', 10_000, 5000, 'Above Target')],
    ],
    ['the only target is in the future', [t('2026-05', 10_000)], { year: 2026, month: 2 }, []],
    [
      'a target after now does not show',
      [t('2025-12', 0), t('2026-05', 10_000)],
      { year: 2026, month: 1 },
      [row('2026-01', 0, 5000, 'Above Target'), row('2025-12', 0, 10_000, 'Above Target')],
    ],
  ])('%s', (_label, targets, now, expected) => {
    expect(targetHistory(targets, netByMonth, now)).toEqual(expected);
  });

  it('starts a target stored for a month before 1970 in 1970-01, carried forward, instead of walking from year 0', () => {
    const rows = targetHistory([t('0000-01', 100), t('1970-03', 300)], () => toCents(0), { year: 1970, month: 4 });
    expect(rows.map((r) => [r.month, r.target])).toEqual([
      ['1970-04', 300],
      ['1970-03', 300],
      ['1970-02', 100],
      ['1970-01', 100],
    ]);
  });

  it('ignores stored targets whose month is not yyyy-mm', () => {
    expect(targetHistory([t('2026-13', 100), t('nonsense', 5)], () => toCents(0), { year: 2026, month: 2 })).toEqual(
      [],
    );
  });

  it('an attacker whose stored targets cover every month since year 0 gets a history from 1970 in one pass', () => {
    const targets: TargetEntry[] = [];
    for (let year = 0; year <= 2026; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        targets.push(t(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`, year));
      }
    }
    // Newest first, as a database may answer them.
    targets.reverse();
    const started = performance.now();
    const rows = targetHistory(targets, () => toCents(0), { year: 2026, month: 12 });
    // A scan of every target for each month from year 0 took 12 s here; one pass from 1970 takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(rows).toHaveLength((2026 - 1970 + 1) * 12);
    expect(rows.at(-1)).toMatchObject({ month: '1970-01', target: 1970 });
    expect(rows[0]).toMatchObject({ month: '2026-12', target: 2026 });
  });
});
