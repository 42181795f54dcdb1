import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../tests/support/renderScreen';
import { saveSession } from '../../api/session';
import { cook } from '../profile/testProfile';
import { LandingPage } from './LandingPage';

describe('LandingPage', () => {
  it('names the product in the only top-level heading', async () => {
    await renderScreen(<LandingPage />, { path: '/' });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual(['Money Kitchen']);
  });

  it('shows the four feature cards', async () => {
    await renderScreen(<LandingPage />, { path: '/' });
    const features = screen.getByRole('region', { name: 'Everything your finances need' });
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Expense Tracking',
      'Multi-Currency Support',
      'Secure & Private',
      'Scheduled Transactions',
    ]);
  });

  it('shows the three numbered steps in order', async () => {
    await renderScreen(<LandingPage />, { path: '/' });
    const guide = screen.getByRole('region', { name: 'How it works' });
    const list = within(guide).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading').textContent);
    expect(steps).toEqual(['Sign Up', 'Connect', 'Achieve']);
  });

  it('links every Get Started to /register and every Sign In to /login', async () => {
    await renderScreen(<LandingPage />, { path: '/' });
    const getStarted = screen.getAllByRole('link', { name: 'Get Started' });
    const signIn = screen.getAllByRole('link', { name: 'Sign In' });
    // Once in the hero and once in the closing call to action.
    expect(getStarted.length).toBe(2);
    expect(signIn.length).toBe(2);
    expect(getStarted.every((link) => link.getAttribute('href') === '/register')).toBe(true);
    expect(signIn.every((link) => link.getAttribute('href') === '/login')).toBe(true);
  });

  it('navigates to /register when Get Started is clicked', async () => {
    await renderScreen(<LandingPage />, { path: '/' });
    const [heroGetStarted] = screen.getAllByRole('link', { name: 'Get Started' });
    if (!heroGetStarted) throw new Error('no Get Started link');
    fireEvent.click(heroGetStarted);
    expect((await screen.findByText('navigated:/register')).tagName).toBe('P');
  });

  it('offers a signed-in person the way to the dashboard instead of Get Started and Sign In', async () => {
    saveSession({ accessToken: 'access', refreshToken: 'refresh', user: cook });
    await renderScreen(<LandingPage />, { path: '/' });
    const open = screen.getAllByRole('link', { name: 'Open your dashboard' });
    expect(open.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/dashboard']);
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});
