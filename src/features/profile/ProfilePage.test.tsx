import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { renderProfile } from './testProfile';
import { eachScreenTest } from '../../../tests/support/screenTest';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () =>
  screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true');

describe('ProfilePage', () => {
  it('has a way back, Logout, and four tabs with Profile Information open', async () => {
    await renderProfile(db);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Profile Information',
      'Change Password',
      'Change Currency',
      'Target',
    ]);
    expect(selectedTab()?.textContent).toBe('Profile Information');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Profile Information').id);
    expect(tab('Profile Information').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('moves between tabs with the arrow keys, Home and End, keeping the tab in the URL', async () => {
    const { router } = await renderProfile(db);
    tab('Profile Information').focus();
    fireEvent.keyDown(tab('Profile Information'), { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab()?.textContent).toBe('Change Password'));
    expect(document.activeElement).toBe(tab('Change Password'));
    expect(router.state.location.search).toEqual({ tab: 'password' });
    expect(screen.getByLabelText('Current Password')).toBeTruthy();

    fireEvent.keyDown(tab('Change Password'), { key: 'End' });
    await waitFor(() => expect(selectedTab()?.textContent).toBe('Target'));
    fireEvent.keyDown(tab('Target'), { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab()?.textContent).toBe('Profile Information'));
    fireEvent.keyDown(tab('Profile Information'), { key: 'ArrowLeft' });
    await waitFor(() => expect(selectedTab()?.textContent).toBe('Target'));
    expect(document.activeElement).toBe(tab('Target'));
    fireEvent.keyDown(tab('Target'), { key: 'Home' });
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'profile' }));
  });

  it('shows below the tabs whether this device keeps the data, and how much it holds', async () => {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persisted: async () => true, estimate: async () => ({ usage: 2_500_000, quota: 80_000_000 }) },
    });
    await renderProfile(db);
    expect(screen.getByRole('heading', { level: 2, name: 'Storage on this device' })).toBeTruthy();
    expect(await screen.findByText('Uses 2.5 MB of the 80 MB this browser allows.')).toBeTruthy();
    Object.defineProperty(navigator, 'storage', { configurable: true, value: undefined });
  });

  it('opens the tab named in the URL', async () => {
    await renderProfile(db, '/profile?tab=currency');
    expect(selectedTab()?.textContent).toBe('Change Currency');
    expect(screen.getByRole('combobox', { name: 'Currency' }).getAttribute('aria-describedby')).toContain('hint');
    expect(screen.getByText(/^Search Currency:/)).toBeTruthy();
  });

  it('falls back to Profile Information for an unknown tab', async () => {
    await renderProfile(db, '/profile?tab=secrets');
    expect(selectedTab()?.textContent).toBe('Profile Information');
  });

  it('clears the banners when another tab opens', async () => {
    await renderProfile(db, '/profile?tab=password');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('alert').textContent).toBe('All password fields are required');
    fireEvent.click(tab('Target'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
