import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallAppButton } from './InstallAppButton';
import { dismissalSuppressionMs, installDismissedAtKey } from './installDismissal';
import { InstallPrompt } from './InstallPrompt';
import { captureInstallEvents, resetInstallState } from './installState';
import { fakeTimersAndClock } from '../../../tests/support/fakeTimers';

const day = 24 * 60 * 60 * 1000;
let stopCapturing: () => void;

/** What Chromium dispatches when the app may be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Install Money Kitchen' });
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeAll(() => {
  stopCapturing = captureInstallEvents();
});
afterAll(() => stopCapturing());
beforeEach(fakeTimersAndClock);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  act(() => resetInstallState());
});

describe('InstallPrompt', () => {
  it('appears 5 seconds after load when the browser offers installation', () => {
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    render(<InstallPrompt />);
    wait(4_999);
    expect(dialog()).toBeNull();
    wait(1);
    expect(dialog()).not.toBeNull();
    for (const benefit of ['Offline Access', 'Faster Loading', 'Push Notifications', 'Native Experience']) {
      expect(screen.getByText(benefit)).toBeTruthy();
    }
    expect(screen.getByText(/on this computer/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Install App' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeTruthy();
  });

  it('waits while the person types in a field, and appears once they leave it', () => {
    offerInstall();
    render(
      <>
        <label>
          Amount <input />
        </label>
        <button type="button">Elsewhere</button>
        <InstallPrompt />
      </>,
    );
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    act(() => amount.focus());
    wait(10_000);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(amount);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    wait(1);
    expect(dialog()).not.toBeNull();
  });

  it('never appears when the app cannot be installed', () => {
    render(<InstallPrompt />);
    wait(60_000);
    expect(dialog()).toBeNull();
  });

  it('appears once the offer comes, when it comes after the 5 seconds', () => {
    render(<InstallPrompt />);
    wait(8_000);
    expect(dialog()).toBeNull();
    offerInstall();
    expect(dialog()).not.toBeNull();
  });

  it('never appears once the app is installed', () => {
    offerInstall();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    render(<InstallPrompt />);
    wait(5_000);
    expect(dialog()).toBeNull();
  });

  it("'Maybe Later' hides it and keeps it away for 7 days", () => {
    offerInstall();
    const first = render(<InstallPrompt />);
    wait(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(dialog()).toBeNull();
    expect(Number(localStorage.getItem(installDismissedAtKey))).toBe(Date.now());
    first.unmount();

    // Next load, 6 days later: still away.
    vi.setSystemTime(Date.now() + 6 * day);
    const second = render(<InstallPrompt />);
    wait(5_000);
    expect(dialog()).toBeNull();
    second.unmount();

    // A load after the 7 days are over: back.
    vi.setSystemTime(Date.now() + day);
    render(<InstallPrompt />);
    wait(5_000);
    expect(dialog()).not.toBeNull();
  });

  it('is dismissed by a click on the backdrop too', () => {
    offerInstall();
    render(<InstallPrompt />);
    wait(5_000);
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(installDismissedAtKey)).not.toBeNull();
  });

  it('counts a dismissal older than 7 days as none', () => {
    localStorage.setItem(installDismissedAtKey, String(Date.now() - dismissalSuppressionMs - 1));
    offerInstall();
    render(<InstallPrompt />);
    wait(5_000);
    expect(dialog()).not.toBeNull();
  });

  it("the install action opens the browser's dialog; declining there counts as a dismissal", async () => {
    const { prompt } = offerInstall('dismissed');
    render(<InstallPrompt />);
    wait(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    await vi.waitFor(() => expect(localStorage.getItem(installDismissedAtKey)).not.toBeNull());
  });

  it('speaks to Android', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130');
    offerInstall();
    render(<InstallPrompt />);
    wait(5_000);
    expect(screen.getByText(/Android device/)).toBeTruthy();
  });

  it('tells iOS visitors how to add it to the home screen, where Safari has no install event', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
    );
    act(() => resetInstallState());
    render(<InstallPrompt />);
    wait(5_000);
    expect(screen.getByText(/Add to Home Screen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got It' }));
    expect(dialog()).toBeNull();
  });
});

describe('InstallAppButton', () => {
  it('shows only while installable, and opens the browser dialog', () => {
    render(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
    const { prompt } = offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // The offer is used up: the button goes.
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });

  it('is hidden once installed', () => {
    offerInstall();
    render(<InstallAppButton />);
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });
});
