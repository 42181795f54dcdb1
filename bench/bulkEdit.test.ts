import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../src/domain/dates';
import { bulkFilter } from './bulkEdit';
import { benchDataset } from './dataset';
import { listOrder } from './screens';

const endDate = '2026-12-02' as IsoDate;

describe("the bulk edit's filter (issue 46: a bulk edit of 1,000 rows)", () => {
  it.each([100_000, 20_000])('matches exactly 1,000 transactions of %i, the first of them shown first', (size) => {
    const ordered = listOrder(benchDataset('bench', size, endDate).transactions);
    const { href, ready } = bulkFilter({ ordered, endDate }, 1_000);
    const search = new URL(href, 'http://bench').searchParams;
    const [min, max] = [Math.round(Number(search.get('min')) * 100), Math.round(Number(search.get('max')) * 100)];
    const matching = ordered.filter(
      (t) =>
        t.currency === search.get('currency') &&
        t.date >= search.get('start_date')! &&
        t.date <= search.get('end_date')! &&
        t.amount_cents >= min &&
        t.amount_cents <= max,
    );
    expect(matching).toHaveLength(1_000);
    expect(ready.texts?.map((t) => t.text)).toEqual([matching[0]!.date, matching[0]!.trans_details]);
    expect(search.get('end_date')! < '2026-12-01').toBe(true);
  });
});
