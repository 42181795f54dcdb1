import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCategoryColour } from '../../db/commands/categories';
import { seed } from '../transactions/testWorkspace';
import { CategoriesPage } from './CategoriesPage';
import { renderScreen } from '../../../tests/support/renderScreen';
import { db } from '../../../tests/support/screenDbPerTest';

const row = (name: string) => document.querySelector<HTMLElement>(`li.category-row[data-category="${name}"]`);

describe('CategoriesPage', { timeout: 20_000 }, () => {
  it('says so when there are no categories yet', async () => {
    await renderScreen(<CategoriesPage />, { db });
    expect((await screen.findByText('No categories yet.')).closest('[role="status"]')).not.toBeNull();
  });

  it('lists each category per type with its count and total, and its colour in words', async () => {
    await seed(db, { trans_status: 'withdraw', category: 'Food', cents: 1000 });
    await seed(db, { trans_status: 'withdraw', category: 'Food', cents: 250 });
    await seed(db, { trans_status: 'deposit', category: 'Salary', cents: 500000 });
    await setCategoryColour(db, { kind: 'withdraw', category: 'Food' }, 'teal');
    await renderScreen(<CategoriesPage />, { db });
    const expenses = await screen.findByRole('region', { name: 'Expense categories' });
    await waitFor(() => expect(within(expenses).getByText(/2 transactions/).textContent).toMatch(/12\.50 USD/));
    expect(row('Food')?.textContent).toContain('Teal');
    const income = screen.getByRole('region', { name: 'Income categories' });
    expect(within(income).getByText(/1 transaction\b/).textContent).toMatch(/5,000\.00 USD/);
  });

  it('renames a category, and offers a merge when the new name already exists', async () => {
    await seed(db, { trans_status: 'withdraw', category: 'Resturant' });
    await seed(db, { trans_status: 'withdraw', category: 'Food' });
    await renderScreen(<CategoriesPage />, { db });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Resturant' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename “Resturant”' });
    const name = within(dialog).getByLabelText('New name');
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: 'Food' } });
    expect(within(dialog).getByText('“Food” already exists: merge into it instead.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Rename' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(name, { target: { value: 'Restaurant' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await screen.findByText('Renamed “Resturant” to “Restaurant” (1 record).');
    await waitFor(() => expect(row('Restaurant')).not.toBeNull());
    expect(row('Resturant')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('merges into the chosen category of the same type', async () => {
    await seed(db, { trans_status: 'withdraw', category: 'Snacks' });
    await seed(db, { trans_status: 'withdraw', category: 'Food' });
    await seed(db, { trans_status: 'deposit', category: 'Gifts' });
    await renderScreen(<CategoriesPage />, { db });
    fireEvent.click(await screen.findByRole('button', { name: 'Merge Snacks' }));
    const dialog = screen.getByRole('dialog');
    const into = within(dialog).getByLabelText('Merge into') as HTMLSelectElement;
    expect([...into.options].map((option) => option.value)).toEqual(['Food']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await screen.findByText('Merged “Snacks” into “Food” (1 record).');
    await waitFor(() => expect(row('Snacks')).toBeNull());
    expect((await db.transactions.toArray()).filter((record) => record.category === 'Food')).toHaveLength(2);
  });
});
