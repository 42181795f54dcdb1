import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tagsOf, tagsText } from '../../domain/tags';
import { seed } from '../transactions/testWorkspace';
import { TagsPage } from './TagsPage';
import { renderScreen } from '../../../tests/support/renderScreen';
import { db } from '../../../tests/support/screenDbPerTest';

const row = (name: string) => document.querySelector<HTMLElement>(`li.category-row[data-name="${name}"]`);
const reportLine = (tag: string) =>
  [...(document.querySelector(`tr[data-tag="${tag}"]`)?.querySelectorAll('th, td') ?? [])].map(
    (cell) => cell.textContent,
  );

describe('TagsPage', { timeout: 20_000 }, () => {
  it('says so when there are no tags yet', async () => {
    await seed(db, {});
    await renderScreen(<TagsPage />, { db });
    expect((await screen.findByText('No tags yet.')).closest('[role="status"]')).not.toBeNull();
  });

  it('totals each tag of the period chosen, and says when From is after To', async () => {
    await seed(db, { cents: 4000, category: 'Food', date: '2026-03-02', tags: tagsText(['trip']) });
    await seed(db, { cents: 2500, category: 'Transport', date: '2026-03-03', tags: tagsText(['trip', 'Rome']) });
    await seed(db, { cents: 900, category: 'Food', date: '2026-04-01', tags: tagsText(['trip']) });
    await seed(db, {
      cents: 100,
      category: 'Refunds',
      date: '2026-03-04',
      trans_status: 'deposit',
      tags: tagsText(['trip']),
    });
    await renderScreen(<TagsPage />, { db });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(reportLine('trip')).toEqual(['trip', '65.00 USD', '1.00 USD']));
    expect(reportLine('Rome')).toEqual(['Rome', '25.00 USD', '0.00 USD']);
    expect(screen.getByRole('link', { name: 'trip: show its transactions of the period' }).getAttribute('href')).toBe(
      '/show_trans?tag=%5B%22trip%22%5D&start_date=2026-03-01&end_date=2026-03-31',
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-02' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose a From date on or before the To date.');
  });

  it('lists each tag with its count and merges one into another', async () => {
    await seed(db, { tags: tagsText(['travel']) });
    await seed(db, { tags: tagsText(['travel', 'trip']) });
    await seed(db, { tags: tagsText(['trip']) });
    await renderScreen(<TagsPage />, { db });
    await waitFor(() => expect(row('travel')?.textContent).toContain('2 transactions'));

    fireEvent.click(screen.getByRole('button', { name: 'Merge travel' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge “travel” into another tag' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await screen.findByText('Merged “travel” into “trip” (2 records).');
    await waitFor(() => expect(row('travel')).toBeNull());
    expect(row('trip')?.textContent).toContain('3 transactions');
    expect((await db.transactions.toArray()).map(tagsOf)).toEqual([['trip'], ['trip'], ['trip']]);
  });
});
