import type { TransactionRecord } from '../../domain/records';
import { formatCents } from '../../ui/formatCents';

/** One row of the import preview in words: "2026-03-12 · -23.45 EUR · REWE Markt". */
export const previewRowText = (record: TransactionRecord) =>
  `${record.date} · ${record.trans_status === 'withdraw' ? '-' : '+'}${formatCents(record.amount_cents, {
    currency: record.currency,
  })} ${record.currency} · ${record.payee ?? (record.trans_details || 'no description')}`;
