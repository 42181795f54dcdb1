import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { IsoDate } from './dates';
import { toCents } from './money';
import { type ScheduledRecord } from './records';
import { recordSchemas } from './recordSchemas';
import { occurrenceRecord } from './schedule';
import { partsAddUp, partsText } from './splits';

// Issue 45, item 1: a scheduled transaction can be split, and every occurrence carries its parts.
const parts = partsText([
  { category: 'Rent', amount_cents: toCents(80_000), note: 'flat' },
  { category: 'Utilities', amount_cents: toCents(20_000), note: '' },
]);
const split: ScheduledRecord = {
  id: 'rent',
  scheduled_trans_status: 'withdraw',
  day_of_month: 1,
  amount_cents: toCents(100_000),
  currency: 'EUR',
  category: 'Rent',
  scheduled_trans_details: 'Flat and heating',
  status: true,
  created_at: '2025-01-01T00:00:00Z',
  parts,
};

describe('a split scheduled transaction', () => {
  it('makes occurrences with the same parts, its first part as their category', () => {
    const made = occurrenceRecord(split, { id: 'sched:rent:2025-02', date: '2025-02-01' as IsoDate }, new Date());
    expect(made).toMatchObject({ parts, category: 'Rent', amount_cents: 100_000 });
    expect(partsAddUp(made)).toBe(true);
  });

  it('makes occurrences without parts while it is not split', () => {
    const { parts: _parts, ...whole } = split;
    const made = occurrenceRecord(whole, { id: 'sched:rent:2025-02', date: '2025-02-01' as IsoDate }, new Date());
    expect(made).not.toHaveProperty('parts');
  });

  it('is a valid record, and parts written otherwise than the app writes them are not', () => {
    expect(v.safeParse(recordSchemas.scheduled, split).success).toBe(true);
    const loose = { ...split, parts: parts.replace('"note":"flat"', '"note": "flat"') };
    expect(v.safeParse(recordSchemas.scheduled, loose).success).toBe(false);
  });
});
