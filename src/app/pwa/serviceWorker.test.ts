import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyWaitingUpdate, registerServiceWorker, updateCheckIntervalMs } from './serviceWorker';
import { isUpdateAvailable, resetUpdateState } from './updateState';
import { fakeTimersAndClock } from '../../../tests/support/fakeTimers';

/** A stand-in for navigator.serviceWorker and its registration, driven by the test. */
function fakeContainer({ controlled }: { controlled: boolean }) {
  const registration = Object.assign(new EventTarget(), {
    active: {} as object | null,
    waiting: null as { postMessage: (message: unknown) => void } | null,
    installing: null as (EventTarget & { state: string }) | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => registration),
  });
  return { container, registration, asContainer: container as unknown as ServiceWorkerContainer };
}

beforeEach(fakeTimersAndClock);
afterEach(() => {
  vi.useRealTimers();
  resetUpdateState();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site and checks for a new version every 60 seconds', async () => {
    const { container, registration, asContainer } = fakeContainer({ controlled: true });
    const stop = registerServiceWorker({ container: asContainer, reload: vi.fn() });
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(updateCheckIntervalMs).toBe(60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
  });

  it('flags an update when a new worker has installed behind the active one', async () => {
    const { registration, asContainer } = fakeContainer({ controlled: true });
    registerServiceWorker({ container: asContainer, reload: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(isUpdateAvailable()).toBe(false);

    const installing = Object.assign(new EventTarget(), { state: 'installing' });
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    registration.waiting = { postMessage: vi.fn() };
    installing.dispatchEvent(new Event('statechange'));
    expect(isUpdateAvailable()).toBe(true);
  });

  it('flags a worker that was already waiting when the page opened', async () => {
    const { registration, asContainer } = fakeContainer({ controlled: true });
    registration.waiting = { postMessage: vi.fn() };
    registerServiceWorker({ container: asContainer, reload: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(isUpdateAvailable()).toBe(true);
  });

  it('reloads once when a new worker takes control of a controlled page', () => {
    const { container, asContainer } = fakeContainer({ controlled: true });
    const reload = vi.fn();
    registerServiceWorker({ container: asContainer, reload });
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes control of a fresh page', () => {
    const { container, asContainer } = fakeContainer({ controlled: false });
    const reload = vi.fn();
    registerServiceWorker({ container: asContainer, reload });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('applyWaitingUpdate', () => {
  it('posts SKIP_WAITING to the waiting worker (the reload follows on controllerchange)', async () => {
    const { registration, asContainer } = fakeContainer({ controlled: true });
    const waiting = { postMessage: vi.fn() };
    registration.waiting = waiting;
    const reload = vi.fn();
    await applyWaitingUpdate({ container: asContainer, reload });
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when nothing waits (the newer version came from another tab)', async () => {
    const { asContainer } = fakeContainer({ controlled: true });
    const reload = vi.fn();
    await applyWaitingUpdate({ container: asContainer, reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
