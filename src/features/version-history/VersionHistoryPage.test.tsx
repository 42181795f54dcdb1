import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/support/renderScreen';
import { VersionHistoryPage } from './VersionHistoryPage';

const renderPage = () => renderScreen(<VersionHistoryPage />, { path: '/version-history' });

function releaseArticles() {
  const section = screen.getByRole('region', { name: 'Release notes' });
  return within(section).getAllByRole('article');
}

function badgesOf(article: HTMLElement) {
  return ['CURRENT', 'MAJOR'].filter((badge) => within(article).queryByText(badge) !== null);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('VersionHistoryPage', () => {
  it('has the title and says the product is a rebuild', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Version History');
    expect(screen.getByText(/rebuild .* separate backend and a component-based front end/).tagName).toBe('P');
  });

  it('shows the summary stats', async () => {
    await renderPage();
    const summary = screen.getByRole('region', { name: 'Summary' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(summary)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Major Versions', 'Features Added', 'Months of Development']);
    expect(values).toEqual(['7', '60+', '14']);
  });

  it('lists releases newest first, from the current 7.0.4 down to 2.0.0', async () => {
    await renderPage();
    const articles = releaseArticles();
    const first = articles[0];
    const last = articles.at(-1);
    if (!first || !last) throw new Error('no releases rendered');

    expect(within(first).getByRole('heading').textContent).toBe('v7.0.4');
    expect(within(first).getByText('October 9, 2025').getAttribute('datetime')).toBe('2025-10-09');
    expect(badgesOf(first)).toContain('CURRENT');

    expect(within(last).getByRole('heading').textContent).toBe('v2.0.0');
    expect(within(last).getByText('July 1, 2024').getAttribute('datetime')).toBe('2024-07-01');
  });

  it('puts CURRENT only on 7.0.4 and MAJOR only on 2.0.0, 3.0.0 and 4.0.0', async () => {
    await renderPage();
    const badged = releaseArticles()
      .map((article) => ({ version: within(article).getByRole('heading').textContent, badges: badgesOf(article) }))
      .filter((release) => release.badges.length > 0);
    expect(badged).toEqual([
      { version: 'v7.0.4', badges: ['CURRENT'] },
      { version: 'v4.0.0', badges: ['MAJOR'] },
      { version: 'v3.0.0', badges: ['MAJOR'] },
      { version: 'v2.0.0', badges: ['MAJOR'] },
    ]);
  });

  it('offers Get Started Free and Sign In', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('ends with the copyright line', async () => {
    await renderPage();
    expect(screen.getByText('© 2025 Money Kitchen Financial Manager. All rights reserved.').tagName).toBe('P');
  });

  it('goes to the dashboard on Back when there is no history', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByText('navigated:/dashboard')).tagName).toBe('P');
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back in the browser history on Back when there is somewhere to return to', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
    expect(screen.queryByText(/^navigated:/)).toBe(null);
  });
});
