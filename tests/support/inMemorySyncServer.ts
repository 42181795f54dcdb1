import { mergePatch } from '../../src/domain/merge';
import { currencyOfCurrencyAccount } from '../../src/domain/ledgerAccounts';
import { parseMutation, type PulledChange, type PushResult } from '../../src/domain/mutations';
import type { RecordKind, RecordKinds, TransactionRecord } from '../../src/domain/records';
import type { SyncTransport } from '../../src/sync/transport';

type AnyRecord = RecordKinds[RecordKind];

interface Stored {
  kind: RecordKind;
  id: string;
  seq: number;
  /** Undefined: a tombstone. */
  record?: AnyRecord;
}

/**
 * Test-only: the sync protocol's server side in memory (steps 3 to 6: push in order, each mutation
 * applied once per device, pull by change number), with the account rules of ACCOUNTS.md that decide
 * what converges: a transaction names an account that exists, and an account is not deleted while a
 * transaction names it. For device-layer tests that need several devices but not the real server.
 */
export function inMemorySyncServer() {
  const records = new Map<string, Stored>();
  const lastApplied = new Map<string, number>();
  let seq = 0;
  const keyOf = (kind: RecordKind, id: string) => `${kind}:${id}`;
  const live = (kind: RecordKind, id: string) => records.get(keyOf(kind, id))?.record;
  const liveOf = <K extends RecordKind>(kind: K) =>
    [...records.values()].filter((s) => s.kind === kind && s.record).map((s) => s.record as RecordKinds[K]);

  const accountExists = (id: string | undefined) =>
    id === undefined || currencyOfCurrencyAccount(id) !== undefined || live('account', id) !== undefined;
  const accountInUse = (id: string) =>
    liveOf('transaction').some((t) => (t.account_id ?? `currency-account-${t.currency}`) === id);

  function apply(name: string, args: unknown): string | undefined {
    const change = parseMutation(name, args);
    if ('error' in change) return change.error;
    const key = keyOf(change.kind, change.id);
    const current = records.get(key)?.record;
    let next: AnyRecord | undefined;
    if (change.op === 'delete') {
      if (change.kind === 'account' && accountInUse(change.id)) return 'Move or delete its transactions first';
      next = undefined;
    } else if (change.op === 'patch') {
      if (!current) return 'Not found';
      next = mergePatch(current, change.fields).record;
    } else next = change.record;
    if (change.kind === 'transaction' && next && !accountExists((next as TransactionRecord).account_id))
      return 'Choose an account that exists';
    seq += 1;
    records.set(key, { kind: change.kind, id: change.id, seq, ...(next ? { record: next } : {}) });
    return undefined;
  }

  const transport: SyncTransport = {
    async push(request) {
      const results: PushResult[] = request.mutations.map((mutation) => {
        if (mutation.number <= (lastApplied.get(request.client_id) ?? 0))
          return { number: mutation.number, status: 'applied' };
        lastApplied.set(request.client_id, mutation.number);
        const error = apply(mutation.name, mutation.args);
        if (!error) return { number: mutation.number, status: 'applied' };
        const target = parseMutation(mutation.name, mutation.args);
        const stored = 'error' in target ? undefined : records.get(keyOf(target.kind, target.id));
        return {
          number: mutation.number,
          status: 'rejected',
          error,
          ...('error' in target
            ? {}
            : {
                current: {
                  kind: target.kind,
                  id: target.id,
                  record: stored?.record ?? null,
                  ...(stored && !stored.record ? { deleted: true as const } : {}),
                },
              }),
        };
      });
      return { results };
    },
    async pull(after, limit) {
      const changes = [...records.values()]
        .filter((stored) => stored.seq > after)
        .sort((a, b) => a.seq - b.seq)
        .slice(0, limit)
        .map(
          (stored): PulledChange =>
            (stored.record
              ? { kind: stored.kind, id: stored.id, seq: stored.seq, deleted: false, record: stored.record }
              : { kind: stored.kind, id: stored.id, seq: stored.seq, deleted: true }) as PulledChange,
        );
      const cursor = changes.at(-1)?.seq ?? Math.max(after, seq);
      return { changes, conflicts: [], cursor, more: cursor < seq };
    },
    async rates(after) {
      return { tables: [], cursor: after, more: false };
    },
  };

  return { transport, liveOf };
}
