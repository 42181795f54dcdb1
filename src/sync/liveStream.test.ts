import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeNumbers, startLiveStream } from './liveStream';

/** A page whose visibility the test sets, and the streams the fake server opened, newest last. */
function harness() {
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const network = new EventTarget();
  const streams: { signal: AbortSignal; send(text: string): void; end(): void }[] = [];
  let refuse = false;
  const open = vi.fn(async (signal: AbortSignal) => {
    if (refuse) throw new TypeError('Failed to fetch');
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    streams.push({
      signal,
      send: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    });
    return body;
  });
  const changes: number[] = [];
  const live: boolean[] = [];
  const stop = startLiveStream({
    open,
    onChange: (seq) => changes.push(seq),
    onLive: (up) => live.push(up),
    page: page as unknown as Document,
    network: network as unknown as Window,
    random: () => 0,
  });
  const setVisibility = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    open,
    streams,
    changes,
    live,
    stop,
    setVisibility,
    goOnline: () => network.dispatchEvent(new Event('online')),
    refuse: (value: boolean) => (refuse = value),
    latest: () => streams.at(-1)!,
  };
}

const change = (seq: number) => `event: change\ndata: {"seq":${seq}}\n\n`;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live stream on the device', () => {
  it('is live from its first event and passes on every change number', async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.open).toHaveBeenCalledTimes(1);
    expect(h.live).toEqual([]);
    h.latest().send(change(4));
    h.latest().send(': still here\n\n' + change(5));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.live).toEqual([true]);
    expect(h.changes).toEqual([4, 5]);
    h.stop();
  });

  it('tries again after 1, 2, 4 s while the server cannot be reached, and at once when the network returns', async () => {
    const h = harness();
    h.refuse(true);
    await vi.advanceTimersByTimeAsync(0);
    // The very first attempt was made before refusing took effect: it is open; end it as a failure.
    h.latest().end();
    await vi.advanceTimersByTimeAsync(999);
    expect(h.open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(h.open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.open).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(h.open).toHaveBeenCalledTimes(3);
    h.refuse(false);
    h.goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.open).toHaveBeenCalledTimes(4);
    expect(h.live).toEqual([]);
    h.stop();
  });

  it('after a stream that was up ends (an instance restarting), is down and reconnects within a second', async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    h.latest().send(change(1));
    await vi.advanceTimersByTimeAsync(0);
    h.latest().end();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.live).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.open).toHaveBeenCalledTimes(2);
    h.latest().send(change(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.live).toEqual([true, false, true]);
    expect(h.changes).toEqual([1, 2]);
    h.stop();
  });

  it('closes its connection while the tab is hidden and opens it again when it is shown', async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    h.latest().send(change(1));
    await vi.advanceTimersByTimeAsync(0);
    h.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.latest().signal.aborted).toBe(true);
    expect(h.live).toEqual([true, false]);
    // Hidden for a long time: no attempt at all.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(h.open).toHaveBeenCalledTimes(1);
    h.setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.open).toHaveBeenCalledTimes(2);
    h.stop();
  });

  it('stops for good when stopped: no visibility or network event opens it again', async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    h.stop();
    expect(h.latest().signal.aborted).toBe(true);
    h.setVisibility('hidden');
    h.setVisibility('visible');
    h.goOnline();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.open).toHaveBeenCalledTimes(1);
  });
});

describe('reading change events', () => {
  it('joins events split across chunks and skips comments, other events and bad numbers', () => {
    const seen: number[] = [];
    const parse = changeNumbers((seq) => seen.push(seq));
    parse('event: chan');
    parse('ge\r\ndata: {"seq":7}\r\n\r\n: still here\n\nevent: other\ndata: {"seq":8}\n\n');
    parse('event: change\ndata: {"seq":"x"}\n\nevent: change\ndata: {"seq":9}\n');
    expect(seen).toEqual([7]);
    parse('\n');
    expect(seen).toEqual([7, 9]);
  });
});
