import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterQueuedWork, aheadOfQueuedWork } from './queuedWork';

describe('afterQueuedWork', () => {
  it('lets a timer queued before it run first, so background work gives way between pieces', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued'), 0);
    await afterQueuedWork();
    order.push('resumed');
    expect(order).toEqual(['queued', 'resumed']);
  });
});

describe('aheadOfQueuedWork', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("resumes through the browser's scheduler.yield where there is one", async () => {
    const yieldToScheduler = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToScheduler });
    await aheadOfQueuedWork();
    expect(yieldToScheduler).toHaveBeenCalledOnce();
  });

  it('still ends the task without it: a timer queued before it runs first', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued'), 0);
    await aheadOfQueuedWork();
    order.push('resumed');
    expect(order).toEqual(['queued', 'resumed']);
  });
});
