/**
 * Functions that run inside the app's page through `page.evaluate`. Playwright sends their source,
 * so each one is self-contained: no imports, no helpers from outside its own body.
 */

export interface ReadySpec {
  /** Every selector must match. */
  present: string[];
  /** No selector may match. */
  absent?: string[];
  /** The first element of each selector (with `any`: some element) must have exactly this text. */
  texts?: { selector: string; text: string; any?: boolean }[];
  /** A button with this text must be there, enabled or not as said. */
  buttons?: { text: string; disabled: boolean }[];
  /** This button must have been seen disabled (busy) before the page counts as ready. */
  busyFirst?: string;
}

export interface TimedArg {
  /** In-app navigation: a history push, which the router follows like a link click. */
  href?: string;
  /** Or a click on the first element of this selector. */
  click?: string;
  /** Or a click on the first button with this text. */
  clickButton?: string;
  ready: ReadySpec;
  /** Intermediate states to time on the way (checked on every DOM change), by name. */
  marks?: Record<string, ReadySpec>;
  /** User Timing measures to place on the way: the latest entry of each name that began after the action. */
  measures?: string[];
  timeoutMs: number;
}

/**
 * Time from the action to the moment the page shows what `ready` describes (a MutationObserver sees
 * the DOM change that completes it), and to the next animation frame after that (about when it is
 * painted). Both in ms, from `performance.now()` in the page.
 */
export async function timeUntilReady(arg: TimedArg): Promise<{
  dom: number;
  frame: number;
  marks: Record<string, number>;
  measured: Record<string, { start: number; end: number }>;
}> {
  const buttonWith = (text: string) =>
    [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').trim() === text);
  let sawBusy = false;
  const isReady = (spec: ReadySpec) =>
    (spec.busyFirst === undefined || (sawBusy ||= buttonWith(spec.busyFirst)?.disabled === true)) &&
    spec.present.every((s) => document.querySelector(s) !== null) &&
    (spec.absent ?? []).every((s) => document.querySelector(s) === null) &&
    (spec.texts ?? []).every((t) =>
      t.any
        ? [...document.querySelectorAll(t.selector)].some((e) => (e.textContent ?? '').trim() === t.text)
        : (document.querySelector(t.selector)?.textContent ?? '').trim() === t.text,
    ) &&
    (spec.buttons ?? []).every((b) => {
      const button = buttonWith(b.text);
      return button !== undefined && button.disabled === b.disabled;
    });
  const start = performance.now();
  const marks: Record<string, number> = {};
  const checkMarks = () => {
    for (const [name, spec] of Object.entries(arg.marks ?? {})) {
      if (marks[name] === undefined && isReady(spec)) marks[name] = performance.now() - start;
    }
  };
  const dom = await new Promise<number>((resolve, reject) => {
    const observer = new MutationObserver(() => {
      checkMarks();
      if (!isReady(arg.ready)) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - start);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      const shown = (document.querySelector('main, #root')?.textContent ?? '').slice(0, 300);
      reject(new Error(`Not ready within ${arg.timeoutMs} ms (${location.pathname}${location.search}): ${shown}`));
    }, arg.timeoutMs);
    observer.observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
    if (!arg.href && !arg.click && !arg.clickButton && isReady(arg.ready)) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - start);
    } else if (arg.href) {
      const key = Math.random().toString(36).slice(2, 10);
      const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
      history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', arg.href);
    } else if (arg.click || arg.clickButton) {
      const target = arg.clickButton ? buttonWith(arg.clickButton) : document.querySelector(arg.click!);
      if (!(target instanceof HTMLElement)) {
        observer.disconnect();
        clearTimeout(timer);
        reject(new Error(`Nothing to click at ${arg.click ?? arg.clickButton}`));
        return;
      }
      target.click();
    }
  });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const measured: Record<string, { start: number; end: number }> = {};
  for (const name of arg.measures ?? []) {
    const entry = performance
      .getEntriesByName(name, 'measure')
      .filter((e) => e.startTime >= start)
      .at(-1);
    if (entry) measured[name] = { start: entry.startTime - start, end: entry.startTime + entry.duration - start };
  }
  return { dom, frame: performance.now() - start, marks, measured };
}

/** The signed-in person's Dexie database name (`money-kitchen-<userId>`), from localStorage 'user'. */
export function databaseName(): string {
  const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { id?: string } | null;
  if (!user?.id) throw new Error('Nobody is signed in in this page');
  return `money-kitchen-${user.id}`;
}

/** Counts of the stores the bench checks, by raw IndexedDB (no app code). */
export async function storeCounts(name: string): Promise<Record<string, number>> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    const stores = ['transactions', 'outbox', 'rejections', 'rates', 'scheduled', 'wishes', 'targets', 'balances'];
    const tx = db.transaction(stores, 'readonly');
    const counts: Record<string, number> = {};
    await Promise.all(
      stores.map(
        (store) =>
          new Promise<void>((resolve, reject) => {
            const request = tx.objectStore(store).count();
            request.onsuccess = () => {
              counts[store] = request.result;
              resolve();
            };
            request.onerror = () => reject(request.error);
          }),
      ),
    );
    return counts;
  } finally {
    db.close();
  }
}

export interface RawTimingArg {
  name: string;
  monthFrom: string;
  monthTo: string;
  yearFrom: string;
  yearTo: string;
  /** A one-month filter of the transactions list and the page of it to read. */
  listFrom: string;
  listTo: string;
  listPage: number;
}

/**
 * The reads behind each screen, by raw IndexedDB on the app's own database: what Dexie asks the
 * browser for, without React or Dexie. Each figure is one read-only transaction, in ms.
 */
export async function rawReadTimings(arg: RawTimingArg): Promise<Record<string, number>> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(arg.name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const done = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const finished = (tx: IDBTransaction) =>
    new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  const timed = async (work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  try {
    const out: Record<string, number> = {};
    // Net worth: balances (a row per currency), the newest rate table, the favorite currency.
    out.netWorth = await timed(async () => {
      const tx = db.transaction(['balances', 'rates', 'settings'], 'readonly');
      await Promise.all([
        done(tx.objectStore('balances').getAll()),
        new Promise<void>((resolve, reject) => {
          const request = tx.objectStore('rates').openCursor(null, 'prev');
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        }),
        done(tx.objectStore('settings').get('favorite_currency')),
      ]);
      await finished(tx);
    });
    const totalsAndRates = (from: string, to: string) => async () => {
      const tx = db.transaction(['days', 'rates'], 'readonly');
      const range = IDBKeyRange.bound(from, to);
      await Promise.all([done(tx.objectStore('days').getAll(range)), done(tx.objectStore('rates').getAll(range))]);
      await finished(tx);
    };
    out.monthTotals = await timed(totalsAndRates(arg.monthFrom, arg.monthTo));
    out.yearTotals = await timed(totalsAndRates(arg.yearFrom, arg.yearTo));
    out.yearTotalsRows = await (async () => {
      const tx = db.transaction('days', 'readonly');
      return done(tx.objectStore('days').count(IDBKeyRange.bound(arg.yearFrom, arg.yearTo)));
    })();
    // The list: count the filter, then skip to the page newest first and read 10 rows.
    out.listPage = await timed(async () => {
      const tx = db.transaction('transactions', 'readonly');
      const index = tx.objectStore('transactions').index('[date+id]');
      const range = IDBKeyRange.bound([arg.listFrom, ''], [arg.listTo, '\uffff']);
      await done(index.count(range));
      await new Promise<void>((resolve, reject) => {
        let skipped = false;
        let rows = 0;
        const request = index.openCursor(range, 'prev');
        request.onsuccess = () => {
          const cursor = request.result;
          const skip = (arg.listPage - 1) * 10;
          if (!cursor) return resolve();
          if (!skipped && skip > 0) {
            skipped = true;
            cursor.advance(skip);
            return;
          }
          rows += 1;
          if (rows >= 10) return resolve();
          cursor.continue();
        };
        request.onerror = () => reject(request.error);
      });
    });
    return out;
  } finally {
    db.close();
  }
}

export interface RawCommandArg {
  name: string;
  record: {
    id: string;
    amount_cents: number;
    currency: string;
    trans_status: 'deposit' | 'withdraw';
    category: string;
    trans_details: string;
    date: string;
    created_at: string;
    scheduled_id: null;
    wish_id: null;
  };
}

/**
 * What the add-transaction command writes, by raw IndexedDB in one read-write transaction: the
 * record, its outbox entry and the three derived rows (balance, the day's sums, category use) read and
 * written back. Time until the transaction commits, in ms. The record is real: it syncs like any other.
 */
export async function rawAddTransaction(arg: RawCommandArg): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(arg.name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const done = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  try {
    const r = arg.record;
    const start = performance.now();
    const tx = db.transaction(['transactions', 'outbox', 'balances', 'days', 'categoryUse'], 'readwrite');
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    const transactions = tx.objectStore('transactions');
    await done(transactions.get(r.id));
    transactions.put(r);
    tx.objectStore('outbox').add({ name: 'transaction.put.v1', args: r, recordKey: `transaction:${r.id}` });
    const signed = r.trans_status === 'deposit' ? r.amount_cents : -r.amount_cents;
    const balances = tx.objectStore('balances');
    const days = tx.objectStore('days');
    const uses = tx.objectStore('categoryUse');
    const useKey = [r.trans_status, r.category];
    type Sum = { kind: string; category: string; currency: string; cents: number; count: number };
    const [balance, day, use] = await Promise.all([
      done(balances.get(r.currency)) as Promise<{ cents: number; count: number } | undefined>,
      done(days.get(r.date)) as Promise<{ date: string; sums: Sum[] } | undefined>,
      done(uses.get(useKey)) as Promise<{ count: number } | undefined>,
    ]);
    balances.put({ currency: r.currency, cents: (balance?.cents ?? 0) + signed, count: (balance?.count ?? 0) + 1 });
    const sums = day?.sums ?? [];
    const same = sums.find((s) => s.kind === r.trans_status && s.category === r.category && s.currency === r.currency);
    days.put({
      date: r.date,
      sums: same
        ? sums.map((s) => (s === same ? { ...s, cents: s.cents + r.amount_cents, count: s.count + 1 } : s))
        : [
            ...sums,
            { kind: r.trans_status, category: r.category, currency: r.currency, cents: r.amount_cents, count: 1 },
          ],
    });
    uses.put({ kind: r.trans_status, category: r.category, count: (use?.count ?? 0) + 1 });
    await committed;
    return performance.now() - start;
  } finally {
    db.close();
  }
}

/**
 * Queues `count` edits (a new description on existing transactions, ids from `fromId` on) as the
 * app's command would: each record rewritten and its `transaction.patch.v1` (the changed field with
 * the value it replaced, docs/sync-protocol.md step 11) appended to the outbox, all in one
 * transaction. Balances and totals do not change with a description. Returns how many.
 */
export async function queueOfflineEdits(arg: {
  name: string;
  fromId: string;
  count: number;
  tag: string;
}): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(arg.name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    const tx = db.transaction(['transactions', 'outbox'], 'readwrite');
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    const store = tx.objectStore('transactions');
    const rows = await new Promise<{ id: string; trans_details: string }[]>((resolve, reject) => {
      const request = store.getAll(IDBKeyRange.lowerBound(arg.fromId), arg.count);
      request.onsuccess = () => resolve(request.result as { id: string; trans_details: string }[]);
      request.onerror = () => reject(request.error);
    });
    const outbox = tx.objectStore('outbox');
    const at = new Date().toISOString();
    for (const row of rows) {
      const record = {
        ...row,
        trans_details: `${row.trans_details.replace(/ \(edited offline .*\)$/, '')} (edited offline ${arg.tag})`,
      };
      store.put(record);
      const fields = { trans_details: { from: row.trans_details, to: record.trans_details } };
      outbox.add({
        name: 'transaction.patch.v1',
        args: { id: row.id, at, fields },
        recordKey: `transaction:${row.id}`,
      });
    }
    await committed;
    return rows.length;
  } finally {
    db.close();
  }
}

/** How many stored transactions are split (hold `parts`), by a raw cursor over the store. */
export async function splitTransactionCount(name: string): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    return await new Promise<number>((resolve, reject) => {
      let count = 0;
      const request = db.transaction('transactions').objectStore('transactions').openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return resolve(count);
        if ((cursor.value as { parts?: string }).parts !== undefined) count++;
        cursor.continue();
      };
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** True once the search rows a first sync defers are built (syncState has no `searchIndex` row). */
export async function searchIndexBuilt(name: string): Promise<boolean> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const row = await new Promise<unknown>((resolve, reject) => {
    const request = db.transaction('syncState').objectStore('syncState').get('searchIndex');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return row === undefined;
}

/**
 * What the dashboard reads, by raw IndexedDB: the balances (net worth) and how many transactions the
 * day rows from `monthStart` on count (this month's figures). Null until the app made its database:
 * opening a name that does not exist would make an empty one under the app.
 */
export async function dashboardFigures(arg: { name: string; monthStart: string }): Promise<{
  balances: { currency: string; cents: number; count: number }[];
  monthCount: number;
} | null> {
  const names = await indexedDB.databases();
  if (!names.some((entry) => entry.name === arg.name)) return null;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(arg.name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    if (!db.objectStoreNames.contains('balances') || !db.objectStoreNames.contains('days')) return null;
    const tx = db.transaction(['balances', 'days'], 'readonly');
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const [balances, days] = await Promise.all([
      read(tx.objectStore('balances').getAll()),
      read(tx.objectStore('days').getAll(IDBKeyRange.lowerBound(arg.monthStart))),
    ]);
    const monthCount = (days as { sums: { count: number }[] }[]).reduce(
      (total, day) => total + day.sums.reduce((sum, entry) => sum + entry.count, 0),
      0,
    );
    return { balances: balances as { currency: string; cents: number; count: number }[], monthCount };
  } finally {
    db.close();
  }
}

/** Ids of the transactions dated `date` whose description is `details`, by raw IndexedDB. */
export async function transactionIdsWith(arg: { name: string; date: string; details: string }): Promise<string[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(arg.name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    const request = db
      .transaction('transactions', 'readonly')
      .objectStore('transactions')
      .index('[date+id]')
      .getAll(IDBKeyRange.bound([arg.date, ''], [arg.date, '\uffff']));
    const rows = await new Promise<{ id: string; trans_details: string }[]>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result as { id: string; trans_details: string }[]);
      request.onerror = () => reject(request.error);
    });
    return rows.filter((row) => row.trans_details === arg.details).map((row) => row.id);
  } finally {
    db.close();
  }
}

export interface RawPutArg {
  /** A transaction record of the data set: every record put has its fields, with its own id and date. */
  sample: object;
  count: number;
  /** Values per readwrite transaction, one transaction after another (the first sync's parts). */
  perTransaction: number;
  /** Records per stored value: 1 is the app's layout; more packs records into one value. */
  perValue: number;
}

/**
 * The first sync's floor: `count` records put by raw IndexedDB into a new database with the app's
 * `transactions` store and its `[date+id]` index, `perTransaction` values per transaction, one
 * after another; ms from the first put to the last commit. On the page's thread: the app's policy
 * allows workers from its own files only. The database is deleted after.
 */
export async function rawPutMilliseconds(arg: RawPutArg): Promise<number> {
  const { sample, count, perTransaction, perValue } = arg;
  const name = `bench-raw-puts-${Date.now()}`;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () =>
      open.result.createObjectStore('transactions', { keyPath: 'id' }).createIndex('[date+id]', ['date', 'id']);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const start = Date.parse('2021-01-01T00:00:00Z');
  const record = (i: number) => ({
    ...sample,
    id: `raw-${String(i).padStart(8, '0')}`,
    date: new Date(start + Math.floor(i / 55) * 86_400_000).toISOString().slice(0, 10),
  });
  const values = Array.from({ length: Math.ceil(count / perValue) }, (_, v) => {
    const first = record(v * perValue);
    if (perValue === 1) return first;
    const rows = Array.from({ length: Math.min(perValue, count - v * perValue) }, (_, r) => record(v * perValue + r));
    return { id: first.id, date: first.date, rows };
  });
  try {
    const began = performance.now();
    for (let from = 0; from < values.length; from += perTransaction) {
      const tx = db.transaction('transactions', 'readwrite');
      const store = tx.objectStore('transactions');
      for (const value of values.slice(from, from + perTransaction)) store.put(value);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    }
    return performance.now() - began;
  } finally {
    db.close();
    await new Promise((resolve) => (indexedDB.deleteDatabase(name).onsuccess = resolve));
  }
}

export interface SuggestionArg {
  /** What the field is set to, as one input event (React's onChange reads it). */
  text: string;
  /** The note that shows the suggestion, and how its text begins once it does. */
  noteSelector: string;
  prefix: string;
  timeoutMs: number;
}

/**
 * Time from one input event on `field` (the whole text at once, as a paste) until the note's text
 * begins with `prefix`, in ms. The field is emptied first, untimed, until the note is gone, so each
 * run starts without a suggestion shown.
 */
export async function timeUntilSuggestion(field: Element, arg: SuggestionArg): Promise<number> {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const shown = () =>
    [...document.querySelectorAll(arg.noteSelector)].some((note) => (note.textContent ?? '').startsWith(arg.prefix));
  const until = (done: () => boolean, text: string) =>
    new Promise<number>((resolve, reject) => {
      const start = performance.now();
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(performance.now() - start);
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`No "${arg.prefix}" within ${arg.timeoutMs} ms of typing "${text}"`));
      }, arg.timeoutMs);
      observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
      setValue.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  if (shown()) await until(() => !shown(), '');
  return until(shown, arg.text);
}
