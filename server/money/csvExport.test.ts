import { describe, expect, it, vi } from 'vitest';
import { aTransaction } from '../../tests/support/records';
import { csvBatchRows, csvExportStream } from './csvExport';
import type { MoneyRepository } from './money.repository';

const range = { start: '2026-03-01', end: '2026-03-31' };
const fullBatch = () => Array.from({ length: csvBatchRows }, () => aTransaction());

/** A repository whose first batch is full and whose second read fails (the database went away). */
function failingOnSecondBatch() {
  const firstBatch = fullBatch();
  const transactionsAfter = vi
    .fn()
    .mockResolvedValueOnce(firstBatch)
    .mockRejectedValueOnce(new Error('connection lost'));
  const money = { csvColumnsIn: async () => ({ payees: false, splits: false }), transactionsAfter };
  return { money: money as unknown as MoneyRepository, transactionsAfter, lastOfFirst: firstBatch.at(-1)! };
}

describe('csvExportStream', () => {
  it('errors the stream when a later batch cannot be read, after the first batch went out, and logs it', async () => {
    const { money } = failingOnSecondBatch();
    const logger = { error: vi.fn() };
    const reader = (await csvExportStream(money, logger, 'person', range, false)).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value).split('\r\n')).toHaveLength(csvBatchRows + 2);
    await expect(reader.read()).rejects.toThrow('connection lost');
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('CSV export'), expect.any(Error));
  });

  it('reads the next batch only when the client takes the last one, from where that one ended', async () => {
    const { money, transactionsAfter, lastOfFirst } = failingOnSecondBatch();
    const reader = (await csvExportStream(money, { error: vi.fn() }, 'person', range, true)).getReader();
    expect(transactionsAfter).not.toHaveBeenCalled();
    await reader.read();
    expect(transactionsAfter).toHaveBeenCalledTimes(1);
    expect(transactionsAfter).toHaveBeenLastCalledWith('person', range, true, csvBatchRows, undefined);
    await reader.read().catch(() => undefined);
    const { date, created_at, id } = lastOfFirst;
    expect(transactionsAfter).toHaveBeenLastCalledWith('person', range, true, csvBatchRows, { date, created_at, id });
  });
});
