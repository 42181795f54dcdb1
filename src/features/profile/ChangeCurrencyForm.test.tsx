import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { renderProfile } from './testProfile';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { currencies } from '../../domain/currencies';
import {
  chooseCurrency,
  chosenCurrency,
  currencyBox,
  offeredCurrencies,
  searchCurrency,
} from '../../../tests/support/currencyPicker';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const box = () => currencyBox(document.body);
const search = (text: string) => searchCurrency(document.body, text);
const update = () => fireEvent.click(screen.getByRole('button', { name: 'Update Currency' }));
const offered = () => offeredCurrencies(document.body);

describe('Change Currency', () => {
  it("says 'Not set' until a favorite is chosen, and offers every currency", async () => {
    await renderProfile(db, '/profile?tab=currency');
    expect((await screen.findByText('Not set')).closest('p')?.textContent).toBe('Current favorite currency: Not set');
    expect(box().value).toBe('');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(offered()).toHaveLength(currencies.length);
  });

  it('selects the current favorite', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EGP' });
    await renderProfile(db, '/profile?tab=currency');
    await waitFor(() => expect(box().value).toBe('EGP'));
    expect(screen.getByText('EGP', { selector: 'strong' })).toBeTruthy();
  });

  it('filters by the search and selects the first match each time it changes', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'USD' });
    await renderProfile(db, '/profile?tab=currency');
    await waitFor(() => expect(box().value).toBe('USD'));
    search('eu');
    expect(offered()).toEqual(['EUR']);
    expect(chosenCurrency(document.body)).toBe('EUR');
    // The favorite comes first among the dollars: "dollar" finds USD, then the rest by code.
    await waitFor(() => expect(offered()[0]).toBe('EUR'));
    search('dollar');
    await waitFor(() => expect(offered()[0]).toBe('USD'));
    expect(chosenCurrency(document.body)).toBe('USD');
    expect(offered()).toContain('AUD');
    expect(offered()).not.toContain('EUR');
  });

  it("shows 'No currencies found' and asks for a currency when nothing matches", async () => {
    await renderProfile(db, '/profile?tab=currency');
    search('zzz');
    expect(offered()).toEqual([]);
    expect(screen.getByText('No currencies found')).toBeTruthy();
    update();
    expect(screen.getByRole('alert').textContent).toBe('Please select a currency.');
    expect(await db.settings.count()).toBe(0);
  });

  it('saves the favorite locally and says so', async () => {
    await renderProfile(db, '/profile?tab=currency');
    chooseCurrency(document.body, 'EUR');
    update();
    expect((await screen.findByRole('status')).textContent).toBe('Favorite currency updated successfully!');
    expect(await db.settings.get('favorite_currency')).toEqual({ id: 'favorite_currency', value: 'EUR' });
    expect(await screen.findByText('EUR', { selector: 'strong' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
  });
});
