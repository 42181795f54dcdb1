import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backOnlineText, OfflineBanner, offlineText } from './OfflineBanner';
import { fakeTimersAndClock } from '../../../tests/support/fakeTimers';

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

beforeEach(fakeTimersAndClock);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('shows nothing while online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts with the offline banner when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe("You're offline - Limited functionality available");
  });

  it('says so when the connection drops, then "Back Online!" for 3 seconds when it returns', () => {
    render(<OfflineBanner />);
    goOffline();
    expect(screen.getByRole('status').textContent).toBe(offlineText);

    goOnline();
    expect(screen.getByRole('status').textContent).toBe('Back Online! All features are now available.');
    act(() => void vi.advanceTimersByTime(2_900));
    expect(screen.getByText(backOnlineText)).toBeTruthy();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes straight back to offline when the connection drops again within the 3 seconds', () => {
    render(<OfflineBanner />);
    goOffline();
    goOnline();
    act(() => void vi.advanceTimersByTime(1_000));
    goOffline();
    act(() => void vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('status').textContent).toBe(offlineText);
  });
});
