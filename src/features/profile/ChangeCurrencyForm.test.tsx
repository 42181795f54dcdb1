import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { renderProfile } from './testProfile';
import { eachScreenTest } from '../../../tests/support/screenTest';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const select = () => screen.getByLabelText('Currency') as HTMLSelectElement;
const search = (text: string) =>
  fireEvent.change(screen.getByLabelText('Search Currency'), { target: { value: text } });
const update = () => fireEvent.click(screen.getByRole('button', { name: 'Update Currency' }));
const optionValues = () => [...select().options].map((option) => option.value);

describe('Change Currency', () => {
  it("says 'Not set' until a favorite is chosen, and offers every currency", async () => {
    await renderProfile(db, '/profile?tab=currency');
    expect((await screen.findByText('Not set')).closest('p')?.textContent).toBe('Current favorite currency: Not set');
    expect(optionValues().slice(0, 3)).toEqual(['', 'USD', 'EGP']);
    expect(optionValues()).toHaveLength(162);
  });

  it('selects the current favorite', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EGP' });
    await renderProfile(db, '/profile?tab=currency');
    await waitFor(() => expect(select().value).toBe('EGP'));
    expect(screen.getByText('EGP', { selector: 'strong' })).toBeTruthy();
  });

  it('filters by the search and selects the first match each time it changes', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'USD' });
    await renderProfile(db, '/profile?tab=currency');
    await waitFor(() => expect(select().value).toBe('USD'));
    search('eu');
    expect(optionValues()).toEqual(['EUR']);
    expect(select().value).toBe('EUR');
    search('D');
    expect(select().value).toBe('USD');
    expect(optionValues()).toContain('AUD');
    expect(optionValues()).not.toContain('EUR');
  });

  it("shows 'No currencies found' and asks for a currency when nothing matches", async () => {
    await renderProfile(db, '/profile?tab=currency');
    search('zzz');
    expect(optionValues()).toEqual(['']);
    expect(select().textContent).toBe('No currencies found');
    expect(select().disabled).toBe(true);
    update();
    expect(screen.getByRole('alert').textContent).toBe('Please select a currency.');
    expect(await db.settings.count()).toBe(0);
  });

  it('saves the favorite locally and says so', async () => {
    await renderProfile(db, '/profile?tab=currency');
    search('EUR');
    update();
    expect((await screen.findByRole('status')).textContent).toBe('Favorite currency updated successfully!');
    expect(await db.settings.get('favorite_currency')).toEqual({ id: 'favorite_currency', value: 'EUR' });
    expect(await screen.findByText('EUR', { selector: 'strong' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
  });
});
