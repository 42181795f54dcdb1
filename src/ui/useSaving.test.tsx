import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { busyAfterMs, useSaving } from './useSaving';

afterEach(() => vi.useRealTimers());

/** A save the test finishes when it wants. */
function pendingWork() {
  let finish = () => {};
  const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { work, finish: () => finish() };
}

describe('useSaving', () => {
  it('shows the form busy only once a save has run longer than a local write takes', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSaving());
    const { work, finish } = pendingWork();
    let saving!: Promise<void>;
    act(() => {
      saving = result.current.save(work);
    });
    await act(() => vi.advanceTimersByTimeAsync(busyAfterMs - 1));
    expect(result.current.busy).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await saving;
    });
    expect(result.current.busy).toBe(false);
  });

  it('ignores a second save while one runs, and takes the next one after it', async () => {
    const { result } = renderHook(() => useSaving());
    const first = pendingWork();
    const second = vi.fn(async () => {});
    let saving!: Promise<void>;
    act(() => {
      saving = result.current.save(first.work);
      void result.current.save(second);
    });
    expect(second).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(first.work).toHaveBeenCalledOnce());
    await act(async () => {
      first.finish();
      await saving;
    });
    await act(() => result.current.save(second));
    expect(second).toHaveBeenCalledOnce();
  });

  it('starts the work in a task after the submit, so the click does not also run it', async () => {
    const { result } = renderHook(() => useSaving());
    const work = vi.fn(async () => {});
    let saving!: Promise<void>;
    act(() => {
      saving = result.current.save(work);
    });
    expect(work).not.toHaveBeenCalled();
    await act(() => saving);
    expect(work).toHaveBeenCalledOnce();
  });

  it('is ready for the next save after one that failed', async () => {
    const { result } = renderHook(() => useSaving());
    await act(() => expect(result.current.save(() => Promise.reject(new Error('disk full')))).rejects.toThrow());
    const next = vi.fn(async () => {});
    await act(() => result.current.save(next));
    expect(next).toHaveBeenCalledOnce();
    expect(result.current.busy).toBe(false);
  });
});
