import type { Table } from 'dexie';

const keyId = (key: unknown) => (Array.isArray(key) ? key.join('\u0000') : String(key));

/**
 * Rows of one table read by key inside a write transaction, where a read can start before it is
 * known to be needed: a command reads the derived rows its new record changes while the record's
 * previous version is still being read (the add command's budget is 10 ms). A later read of the same
 * keys reuses those requests, so they cost no extra round trip.
 */
export class ReadAhead<Row, Key> {
  private readonly started = new Map<string, { rows: Promise<(Row | undefined)[]>; index: number }>();

  /** `readMany` answers the rows of `keys` in their order (a table's bulkGet unless told otherwise). */
  constructor(
    readonly table: Table<Row, Key>,
    private readonly readMany: (keys: Key[]) => PromiseLike<(Row | undefined)[]> = (keys) => table.bulkGet(keys),
  ) {}

  start(keys: readonly Key[]): void {
    const fresh = new Map<string, Key>();
    for (const key of keys) if (!this.started.has(keyId(key))) fresh.set(keyId(key), key);
    if (fresh.size === 0) return;
    const rows = Promise.resolve(this.readMany([...fresh.values()]));
    // A read nobody awaits fails only with its transaction, which reports the error itself.
    rows.catch(() => undefined);
    [...fresh.keys()].forEach((id, index) => this.started.set(id, { rows, index }));
  }

  async read(keys: readonly Key[]): Promise<(Row | undefined)[]> {
    this.start(keys);
    return Promise.all(
      keys.map(async (key) => {
        const { rows, index } = this.started.get(keyId(key))!;
        return (await rows)[index];
      }),
    );
  }
}
