import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { aTransaction, expectedPatchEntry } from '../../../tests/support/records';
import { runCommand } from '../../db/commands/runCommand';
import type { ConflictRow } from '../../db/database';
import type { TransactionRecord } from '../../domain/records';
import { ConflictsNotice } from './ConflictsNotice';
import { WorkspaceContext } from './WorkspaceContext';
import { db } from '../../db/queries/freshDbPerTest';

const lunch: TransactionRecord = aTransaction({
  id: 't1',
  amount_cents: 4200 as TransactionRecord['amount_cents'],
  currency: 'EUR',
  category: 'Gym',
});

const conflict = (field: string, kept: ConflictRow['kept'], won: ConflictRow['won'], seq = 7): ConflictRow => ({
  id: `${seq}:${field}`,
  seq,
  kind: 'transaction',
  record_id: lunch.id,
  field,
  kept,
  won,
  kept_at: '2026-03-11T08:00:00.000Z',
  won_at: '2026-03-11T08:05:00.000Z',
});

async function withStored(...conflicts: ConflictRow[]) {
  await runCommand(db, [{ kind: 'transaction', op: 'put', id: lunch.id, record: lunch }]);
  await db.outbox.clear();
  await db.conflicts.bulkPut(conflicts);
}

const renderNotice = () =>
  render(
    <WorkspaceContext.Provider value={{ db, engine: {} as never }}>
      <main>
        <ConflictsNotice />
      </main>
    </WorkspaceContext.Provider>,
  );

describe('ConflictsNotice', () => {
  it('shows nothing while no edit was replaced', async () => {
    await withStored();
    const { container } = renderNotice();
    await waitFor(() => expect(container.querySelector('main')?.childElementCount).toBe(0));
  });

  it('names the field and the record, both values and when each was made, money in the record’s currency', async () => {
    await withStored(conflict('category', 'Rent', 'Gym'), conflict('amount_cents', 1000, 4200, 8));
    renderNotice();
    const region = await screen.findByRole('region', { name: 'Edits made on two devices' });
    const items = await waitFor(() => {
      const found = region.querySelectorAll('li');
      expect(found).toHaveLength(2);
      expect(found[1]!.textContent).toContain('EUR');
      return found;
    });
    expect(items[0]!.textContent).toMatch(
      /^The category of a transaction “Lunch” is “Gym” \(changed .+\); it replaced “Rent” \(changed .+\)\./,
    );
    await waitFor(() => expect(items[1]!.textContent).toContain('“42.00 EUR”'));
    expect(items[1]!.textContent).toContain('replaced “10.00 EUR”');
    expect(
      screen.getByRole('button', { name: 'Restore “Rent” as the category of a transaction “Lunch”' }),
    ).toBeTruthy();
  });

  it('restores the other value with one click: the record changes, a patch of that field is queued, the conflict goes', async () => {
    await withStored(conflict('category', 'Rent', 'Gym'));
    renderNotice();
    fireEvent.click(await screen.findByRole('button', { name: /^Restore “Rent”/ }));
    await waitFor(async () => expect((await db.transactions.get(lunch.id))?.category).toBe('Rent'));
    expect(await db.conflicts.count()).toBe(0);
    expect((await db.outbox.toArray()).map(({ name, args, recordKey }) => ({ name, args, recordKey }))).toEqual([
      expectedPatchEntry('transaction', lunch.id, { category: ['Gym', 'Rent'] }),
    ]);
    expect(await db.categoryUse.toArray()).toEqual([{ kind: 'withdraw', category: 'Rent', count: 1 }]);
  });

  it('keeps the value that won when told so, changing nothing else', async () => {
    await withStored(conflict('category', 'Rent', 'Gym'));
    renderNotice();
    fireEvent.click(await screen.findByRole('button', { name: /^Keep “Gym”/ }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0));
    expect(await db.transactions.get(lunch.id)).toEqual(lunch);
    expect(await db.outbox.count()).toBe(0);
  });

  it('says why a value cannot be restored when the record was deleted since', async () => {
    await db.conflicts.put(conflict('category', 'Rent', 'Gym'));
    renderNotice();
    fireEvent.click(await screen.findByRole('button', { name: /^Restore “Rent”/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This was deleted since, so the earlier value cannot be put back.',
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('passes axe-core’s WCAG A and AA rules', async () => {
    await withStored(conflict('category', 'Rent', 'Gym'), conflict('amount_cents', 1000, 4200, 8));
    const { container } = renderNotice();
    await screen.findAllByRole('listitem');
    const result = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
