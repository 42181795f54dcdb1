import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { queryOf, transactionsSearchSchema } from './transactionsSearch';

const parse = (search: Record<string, unknown>) => v.parse(transactionsSearchSchema, search);

describe('the Transactions URL', () => {
  it('reads every filter, order and page size', () => {
    const search = parse({
      q: 'café',
      type: 'withdraw',
      category: ['Food', ''],
      tag: ['trip', 'Rome'],
      tag_mode: 'all',
      currency: 'EUR',
      min: 12.5,
      max: '100',
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      sort: 'amount',
      dir: 'asc',
      per_page: 50,
      page: 2,
    });
    expect(queryOf(search)).toEqual({
      text: 'café',
      kind: 'withdraw',
      categories: ['Food', ''],
      tags: ['trip', 'Rome'],
      tagMode: 'all',
      currency: 'EUR',
      minCents: 1250,
      maxCents: 10000,
      start: '2025-01-01',
      end: '2025-12-31',
      sort: 'amount',
      direction: 'asc',
    });
    expect(search.per_page).toBe(50);
    expect(search.page).toBe(2);
  });

  it('drops what it cannot use instead of failing the page', () => {
    expect(
      parse({
        type: 'gift',
        category: 'Food',
        currency: 'XXX1',
        min: -5,
        max: 'lots',
        sort: 'colour',
        dir: 'up',
        per_page: 7,
        page: 0,
        q: 5,
      }),
    ).toEqual({});
  });

  it('keeps amounts to the hundredth exactly', () => {
    expect(queryOf(parse({ min: 0.29, max: '1234567.89' }))).toMatchObject({ minCents: 29, maxCents: 123456789 });
  });
});
