import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../tests/support/records';
import { diffFields, mergePatch, replayPatches, undoEdit } from './merge';
import type { Cents } from './money';
import type { ScheduledRecord } from './records';
import { partsText } from './splits';

const tx = aTransaction({ id: 't1', amount_cents: 1000 as Cents, currency: 'EUR', trans_details: '' });

describe('diffFields', () => {
  it('lists only the changed fields, each with the value it replaced, never the id', () => {
    expect(diffFields(tx, { ...tx, category: 'Rent', amount_cents: 5 as never })).toEqual({
      category: { from: 'Food', to: 'Rent' },
      amount_cents: { from: 1000, to: 5 },
    });
    expect(diffFields(tx, { ...tx })).toEqual({});
  });

  it('says an optional field that appears or goes as null', () => {
    const item = { id: 's', status: true } as ScheduledRecord;
    expect(diffFields(item, { ...item, active_since: '2026-01-01T00:00:00.000Z' })).toEqual({
      active_since: { from: null, to: '2026-01-01T00:00:00.000Z' },
    });
  });
});

describe('mergePatch', () => {
  it('changes the fields the patch names and leaves every other field as it stands', () => {
    const stands = { ...tx, category: 'Rent' };
    expect(mergePatch(stands, { amount_cents: { from: 1000, to: 4200 } })).toEqual({
      record: { ...stands, amount_cents: 4200 },
      conflicts: [],
    });
  });

  it('lets a patch of a field another change moved win, and answers the value it overwrote', () => {
    const stands = { ...tx, category: 'Rent' };
    expect(mergePatch(stands, { category: { from: 'Food', to: 'Gym' } })).toEqual({
      record: { ...tx, category: 'Gym' },
      conflicts: [{ field: 'category', kept: 'Rent', won: 'Gym' }],
    });
  });

  it('makes no conflict when the field already holds the new value', () => {
    expect(mergePatch({ ...tx, category: 'Gym' }, { category: { from: 'Food', to: 'Gym' } }).conflicts).toEqual([]);
  });

  it('removes an optional field patched to null, and keeps null in a nullable one', () => {
    const item = { id: 's', status: true, active_since: '2026-01-01T00:00:00.000Z' } as ScheduledRecord;
    expect(mergePatch(item, { active_since: { from: '2026-01-01T00:00:00.000Z', to: null } }).record).toEqual({
      id: 's',
      status: true,
    });
    const linked = { ...tx, wish_id: 'w' };
    expect(mergePatch(linked, { wish_id: { from: 'w', to: null } }).record.wish_id).toBeNull();
  });
});

describe('replayPatches', () => {
  it('puts waiting edits on a pulled record, later edits over earlier ones, other fields as pulled', () => {
    const pulled = { ...tx, trans_details: 'from the laptop' };
    expect(
      replayPatches(pulled, [{ category: { from: 'Food', to: 'Rent' } }, { category: { from: 'Rent', to: 'Gym' } }]),
    ).toEqual({ ...pulled, category: 'Gym' });
  });
});

describe('undoEdit', () => {
  const before = { ...tx, category: 'Food', trans_details: 'Market' };
  const after = { ...before, category: 'Groceries' };

  it('puts back the fields the edit changed', () => {
    expect(undoEdit(before, after, after)).toEqual(before);
  });

  it("keeps another device's later change of a field the edit did not touch", () => {
    const later = { ...after, trans_details: 'Market, from the phone' };
    expect(undoEdit(before, after, later)).toEqual({ ...before, trans_details: 'Market, from the phone' });
  });

  it('keeps a later change of the same field: the edit it would undo is no longer there', () => {
    const later = { ...after, category: 'Gifts' };
    expect(undoEdit(before, after, later)).toEqual(later);
  });

  it('removes a field the edit added and brings back one it removed', () => {
    const tagged = { ...before, tags: '["trip"]' };
    expect(undoEdit(before, tagged, tagged)).toEqual(before);
    expect(undoEdit(tagged, before, before)).toEqual(tagged);
  });
});

describe('the split rule of a merge', () => {
  const receipt = partsText([
    { category: 'Food', amount_cents: 61_20 as Cents, note: '' },
    { category: 'Household', amount_cents: 25_20 as Cents, note: '' },
  ]);
  const unsplit = { ...tx, amount_cents: 86_40 as Cents };
  const split = { ...unsplit, parts: receipt };

  it('carries the parts as one field: a new split from another device replaces the whole list', () => {
    const resplit = partsText([
      { category: 'Food', amount_cents: 80_00 as Cents, note: '' },
      { category: 'Household', amount_cents: 6_40 as Cents, note: '' },
    ]);
    expect(mergePatch(split, { parts: { from: receipt, to: resplit } }).record.parts).toBe(resplit);
  });

  it('drops a split whose parts a concurrent amount change left uneven, keeping the amount that won and the parts as a conflict', () => {
    // Device B changed the amount of the unsplit receipt while device A split it.
    const merged = mergePatch(split, { amount_cents: { from: 86_40, to: 90_00 } });
    expect(merged.record).toEqual({ ...unsplit, amount_cents: 90_00 });
    expect(merged.conflicts).toEqual([{ field: 'parts', kept: receipt, won: null }]);
    // The other order: the split arrives after the amount change, its parts no longer add up.
    const other = mergePatch({ ...unsplit, amount_cents: 90_00 as Cents }, { parts: { from: null, to: receipt } });
    expect(other.record.parts).toBeUndefined();
    expect(other.record.amount_cents).toBe(90_00);
  });

  it('keeps a split whose amount changed with its parts', () => {
    const larger = partsText([
      { category: 'Food', amount_cents: 64_80 as Cents, note: '' },
      { category: 'Household', amount_cents: 25_20 as Cents, note: '' },
    ]);
    const merged = mergePatch(split, {
      amount_cents: { from: 86_40, to: 90_00 },
      parts: { from: receipt, to: larger },
    });
    expect(merged).toEqual({ record: { ...split, amount_cents: 90_00, parts: larger }, conflicts: [] });
  });

  it('applies the same rule when a device replays its waiting edit on what it pulled', () => {
    const pulled = { ...unsplit, amount_cents: 90_00 as Cents };
    expect(replayPatches(pulled, [{ parts: { from: null, to: receipt } }])).toEqual(pulled);
  });
});

describe('the split rule when the patch overwrote parts itself', () => {
  it('answers one conflict for the parts, the ones it dropped', () => {
    const mine = partsText([
      { category: 'Food', amount_cents: 80_00 as Cents, note: '' },
      { category: 'Household', amount_cents: 6_40 as Cents, note: '' },
    ]);
    const theirs = partsText([
      { category: 'Food', amount_cents: 45_00 as Cents, note: '' },
      { category: 'Drinks', amount_cents: 45_00 as Cents, note: '' },
    ]);
    // Another device made it 90.00 in two other parts; this patch re-split the 86.40 it saw.
    const stands = { ...tx, amount_cents: 90_00 as Cents, parts: theirs };
    const merged = mergePatch(stands, { parts: { from: null, to: mine } });
    expect(merged.record.parts).toBeUndefined();
    expect(merged.conflicts).toEqual([{ field: 'parts', kept: mine, won: null }]);
  });
});
