import { describe, expect, it } from 'vitest';
import { newStreamKey, newerStreams } from './streamLimits';

const limits = { perLogin: 2, perPerson: 3, perInstance: 100 };

describe('newStreamKey', () => {
  it('orders keys by opening, also within one millisecond', () => {
    const keys = [newStreamKey(5), newStreamKey(5), newStreamKey(6), newStreamKey(10_000)];
    expect([...keys].sort()).toEqual(keys);
  });
});

describe('newerStreams', () => {
  it('gives way once its login has as many newer streams as the login may hold', () => {
    const own = { key: newStreamKey(1), loginId: 'phone' };
    const view = newerStreams(own, limits);
    expect(view.opened(newStreamKey(2), 'phone')).toBe(false);
    expect(view.opened(newStreamKey(3), 'phone')).toBe(true);
  });

  it('gives way once the person has as many newer streams as a person may hold, whatever their logins', () => {
    const view = newerStreams({ key: newStreamKey(1), loginId: 'phone' }, limits);
    expect(view.opened(newStreamKey(2), 'laptop')).toBe(false);
    expect(view.opened(newStreamKey(3), 'tablet')).toBe(false);
    expect(view.opened(newStreamKey(4), 'desktop')).toBe(true);
  });

  it('counts only streams still open', () => {
    const view = newerStreams({ key: newStreamKey(1), loginId: 'phone' }, limits);
    const reconnecting = newStreamKey(2);
    expect(view.opened(reconnecting, 'phone')).toBe(false);
    view.closed(reconnecting);
    expect(view.opened(newStreamKey(3), 'phone')).toBe(false);
  });

  it('ignores itself and streams opened before it', () => {
    const older = newStreamKey(1);
    const own = { key: newStreamKey(2), loginId: 'phone' };
    const view = newerStreams(own, { ...limits, perLogin: 1 });
    expect(view.opened(own.key, 'phone')).toBe(false);
    expect(view.opened(older, 'phone')).toBe(false);
  });
});
