import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import type { TransactionQuery } from '../../db/queries/transactionSearch';
import { exportTransactionsCsv } from './exportCsv';
import { recalculateNetWorth, recalculationSummary } from './recalculateNetWorth';
import { transactionTexts } from './transactionTexts';
import { transferTexts } from '../transfers/transferTexts';
import { useConfirmedRun } from '../../ui/useConfirmedRun';

interface TransactionsToolbarProps {
  /** What the list shows: the export has exactly these rows, in this order. */
  query: TransactionQuery;
  onAdd: () => void;
  /** Opens "Move money" (a transfer between currencies). */
  onMoveMoney: () => void;
}

/** Add Transaction, Move money, Import, Export CSV and Recalculate Networth: all local, so they work offline. */
export function TransactionsToolbar({ query, onAdd, onMoveMoney }: TransactionsToolbarProps) {
  const db = useDatabase();
  const [exporting, setExporting] = useState(false);
  const recalculation = useConfirmedRun({
    question: transactionTexts.confirmRecalculate,
    run: async () => recalculationSummary(await recalculateNetWorth(db)),
    failed: transactionTexts.recalculateFailed,
  });

  async function exportCsv() {
    setExporting(true);
    try {
      await exportTransactionsCsv(db, query, new Date());
    } catch {
      window.alert(transactionTexts.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  // Add Transaction first: the screen's main action is the first one reached, on a phone too.
  return (
    <>
      <button type="button" className="button button--primary" onClick={onAdd}>
        Add Transaction
      </button>
      <button type="button" className="button button--secondary" onClick={onMoveMoney}>
        {transferTexts.button}
      </button>
      <Link to="/import_trans" className="button button--secondary">
        Import
      </Link>
      <button type="button" className="button button--secondary" disabled={exporting} onClick={() => void exportCsv()}>
        Export CSV
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={recalculation.busy}
        onClick={recalculation.start}
      >
        {recalculation.busy ? 'Recalculating...' : 'Recalculate Networth'}
      </button>
    </>
  );
}
