import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileNotices } from './notices';
import { useNoticedSave } from './useNoticedSave';

const texts = { saved: 'Target updated successfully!', failed: 'Failed to update target.' };

function notices(): ProfileNotices {
  return { success: vi.fn(), error: vi.fn(), clear: vi.fn() };
}

describe('useNoticedSave', () => {
  it("says the save's success on the page once it is written", async () => {
    const page = notices();
    const { result } = renderHook(() => useNoticedSave(page));
    const work = vi.fn(async () => {});
    await act(() => result.current.save(work, texts));
    expect(work).toHaveBeenCalledOnce();
    expect(page.success).toHaveBeenCalledExactlyOnceWith('Target updated successfully!');
    expect(page.error).not.toHaveBeenCalled();
  });

  it('says it failed when the write throws, and takes the next save', async () => {
    const page = notices();
    const { result } = renderHook(() => useNoticedSave(page));
    await act(() => result.current.save(() => Promise.reject(new Error('disk full')), texts));
    expect(page.error).toHaveBeenCalledExactlyOnceWith('Failed to update target.');
    expect(page.success).not.toHaveBeenCalled();
    await act(() => result.current.save(async () => {}, texts));
    expect(page.success).toHaveBeenCalledOnce();
    expect(result.current.busy).toBe(false);
  });

  it('runs one save at a time', async () => {
    const { result } = renderHook(() => useNoticedSave(notices()));
    let finish = () => {};
    const first = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const second = vi.fn(async () => {});
    let saving!: Promise<void>;
    act(() => {
      saving = result.current.save(first, texts);
      void result.current.save(second, texts);
    });
    await vi.waitFor(() => expect(first).toHaveBeenCalledOnce());
    await act(async () => {
      finish();
      await saving;
    });
    expect(second).not.toHaveBeenCalled();
  });
});
