import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seed } from '../transactions/testWorkspace';
import { PayeesPage } from './PayeesPage';
import { renderScreen } from '../../../tests/support/renderScreen';
import { db } from '../../../tests/support/screenDbPerTest';

const row = (name: string) => document.querySelector<HTMLElement>(`li.category-row[data-name="${name}"]`);

describe('PayeesPage', { timeout: 20_000 }, () => {
  it('says so when there are no payees yet', async () => {
    await seed(db, {});
    await renderScreen(<PayeesPage />, { db });
    expect((await screen.findByText('No payees yet.')).closest('[role="status"]')).not.toBeNull();
  });

  it('lists each payee with its count, renames one, and offers a merge when the new name exists', async () => {
    await seed(db, { payee: 'Rewe' });
    await seed(db, { payee: 'Rewe' });
    await seed(db, { payee: 'REWE Markt' });
    await renderScreen(<PayeesPage />, { db });
    await waitFor(() => expect(row('Rewe')?.textContent).toContain('2 transactions'));

    fireEvent.click(screen.getByRole('button', { name: 'Rename Rewe' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename “Rewe”' });
    fireEvent.change(within(dialog).getByLabelText('New name'), { target: { value: 'REWE Markt' } });
    expect(within(dialog).getByText('“REWE Markt” already exists: merge into it instead.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge into “REWE Markt”' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await screen.findByText('Merged “Rewe” into “REWE Markt” (2 records).');
    await waitFor(() => expect(row('Rewe')).toBeNull());
    expect(row('REWE Markt')?.textContent).toContain('3 transactions');
    expect((await db.transactions.toArray()).map((record) => record.payee)).toEqual([
      'REWE Markt',
      'REWE Markt',
      'REWE Markt',
    ]);
  });
});
