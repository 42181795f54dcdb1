import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from './UpdateBanner';
import { flagUpdateAvailable, resetUpdateState } from './updateState';

afterEach(() => {
  act(() => resetUpdateState());
  vi.unstubAllGlobals();
});

describe('UpdateBanner', () => {
  it('is hidden until an update is flagged', () => {
    render(<UpdateBanner />);
    expect(screen.queryByText('New Update Available!')).toBeNull();
    act(() => flagUpdateAvailable());
    expect(screen.getByText('New Update Available!')).toBeTruthy();
    expect(screen.getByText('A new version of the product is ready to install.')).toBeTruthy();
  });

  it("'Update Now' tells the waiting worker to take over", async () => {
    const postMessage = vi.fn();
    const getRegistration = vi.fn(async () => ({ waiting: { postMessage } }));
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { getRegistration } }),
    );
    render(<UpdateBanner />);
    act(() => flagUpdateAvailable());
    fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
  });
});
