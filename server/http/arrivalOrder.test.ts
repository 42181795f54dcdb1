import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { inArrivalOrder } from './arrivalOrder';

const textOf = async (answer: Response | Promise<Response>) => (await answer).text();

describe('inArrivalOrder', () => {
  it('starts handlers in the order the requests came, with a turn of the event loop between two', async () => {
    const seen: string[] = [];
    let ticking = true;
    const tick = () => {
      seen.push('turn');
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const app = new Hono().use(inArrivalOrder()).get('/:name', (c) => {
      // Work that does not wait (a SQLite query): the loop gets no turn inside it.
      seen.push(c.req.param('name'));
      return c.text(c.req.param('name'));
    });
    const names = ['a', 'b', 'c', 'd'];
    const answers = await Promise.all(names.map((name) => textOf(app.request(`/${name}`))));
    ticking = false;

    expect(answers).toEqual(names);
    const starts = seen.filter((entry) => entry !== 'turn');
    expect(starts).toEqual(names);
    // Between two starts the loop turned (and could read the sockets that became ready meanwhile).
    for (let i = 1; i < starts.length; i++) {
      const between = seen.slice(seen.indexOf(starts[i - 1]!), seen.indexOf(starts[i]!));
      expect(between).toContain('turn');
    }
  });

  it('lets a handler that waits run beside the ones that start after it', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const app = new Hono().use(inArrivalOrder()).get('/:name', async (c) => {
      if (c.req.param('name') === 'slow') await slow;
      return c.text(c.req.param('name'));
    });
    const first = textOf(app.request('/slow'));
    expect(await textOf(app.request('/fast'))).toBe('fast');
    release();
    expect(await first).toBe('slow');
  });
});
