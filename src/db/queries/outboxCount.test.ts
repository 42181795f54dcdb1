import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../database';
import { outboxCount } from './outboxCount';
import { db } from './freshDbPerTest';

const entry = (id: string) =>
  ({ name: 'wish.delete.v1', args: { id }, recordKey: `wish:${id}` }) as unknown as OutboxEntry;

describe('outboxCount', () => {
  it('lets a second reader share the count of the first instead of counting again', async () => {
    const count = vi.spyOn(db.outbox, 'count');
    const shared = outboxCount(db);
    const heard = { first: 0, second: 0 };
    const stopFirst = shared.subscribe(() => heard.first++);
    await vi.waitFor(() => expect(shared.latest()).toBe(0));
    const counted = count.mock.calls.length;

    const stopSecond = shared.subscribe(() => heard.second++);
    expect(heard.second).toBe(1); // told the count at once, as the sync triggers need
    expect(outboxCount(db).latest()).toBe(0);
    expect(count).toHaveBeenCalledTimes(counted);

    await db.outbox.bulkAdd([entry('a'), entry('b')]);
    await vi.waitFor(() => expect(shared.latest()).toBe(2));
    expect(heard.second).toBeGreaterThan(1);
    stopFirst();
    stopSecond();
  });

  it('stops counting when the last reader leaves, and starts afresh for the next', async () => {
    const shared = outboxCount(db);
    const stop = shared.subscribe(() => undefined);
    await vi.waitFor(() => expect(shared.latest()).toBe(0));
    stop();
    expect(shared.latest()).toBeUndefined();

    await db.outbox.add(entry('a'));
    const again = shared.subscribe(() => undefined);
    await vi.waitFor(() => expect(shared.latest()).toBe(1));
    again();
  });
});
