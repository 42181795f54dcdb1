import { useRef, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { deleteTransaction } from '../../db/commands/transactions';
import type { TransactionKind, TransactionRecord } from '../../domain/records';
import { focusAfterRemoval } from '../../ui/focusAfterRemoval';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { StateMessage } from '../../ui/StateMessage';
import { TransactionFilters } from './TransactionFilters';
import { TransactionFormModal } from './TransactionFormModal';
import { TransactionList } from './TransactionList';
import { filterOf, type TransactionsSearch } from './transactionsSearch';
import { TransactionsToolbar } from './TransactionsToolbar';
import { transactionTexts } from './transactionTexts';
import { useTransactionPage } from './useTransactionPage';
import '../../ui/record-list.css';

interface TransactionsPageProps {
  search: TransactionsSearch;
  /** Puts the page and filter in the URL; `replace` for filter edits, so Back skips each keystroke. */
  onSearchChange: (search: TransactionsSearch, options: { replace: boolean }) => void;
}

type Editing = { transaction: TransactionRecord } | { kind: TransactionKind } | null;

/** The transaction history with date filter, paging, export, recalculation and the add/edit modal. */
export function TransactionsPage({ search, onSearchChange }: TransactionsPageProps) {
  const db = useDatabase();
  const filter = filterOf(search);
  const list = useTransactionPage(filter, search.page ?? 1);
  const [editing, setEditing] = useState<Editing>(null);
  const listRef = useRef<HTMLElement>(null);

  async function remove(transaction: TransactionRecord) {
    if (!window.confirm(transactionTexts.confirmDelete)) return;
    try {
      if (listRef.current) focusAfterRemoval(listRef.current, transaction.id);
      await deleteTransaction(db, transaction.id);
    } catch {
      window.alert(transactionTexts.deleteFailed);
    }
  }

  const close = () => setEditing(null);
  const filtered = Boolean(filter.start || filter.end);
  return (
    <div className="list-page">
      <PageHeader
        title={transactionTexts.title}
        subtitle={transactionTexts.subtitle}
        actions={<TransactionsToolbar filter={filter} onAdd={() => setEditing({ kind: 'deposit' })} />}
      />
      <TransactionFilters
        start={search.start_date}
        end={search.end_date}
        onChange={({ start, end }) =>
          // A new filter starts again at page 1.
          onSearchChange({ start_date: start, end_date: end }, { replace: true })
        }
      />
      <section
        ref={listRef}
        className="card list-card"
        aria-label="Transaction history"
        aria-busy={list === undefined}
        tabIndex={-1}
      >
        {list === undefined ? (
          <StateMessage kind="loading">{transactionTexts.loading}</StateMessage>
        ) : list.totalCount === 0 ? (
          <StateMessage
            kind="empty"
            hint={filtered ? transactionTexts.emptyFilteredHint : transactionTexts.emptyHint}
            action={
              filtered ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => onSearchChange({}, { replace: true })}
                >
                  {transactionTexts.clearDates}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setEditing({ kind: 'deposit' })}
                >
                  {transactionTexts.emptyAction}
                </button>
              )
            }
          >
            {transactionTexts.empty}
          </StateMessage>
        ) : (
          <>
            <TransactionList
              rows={list.rows}
              onEdit={(transaction) => setEditing({ transaction })}
              onDelete={(transaction) => void remove(transaction)}
            />
            <Pagination
              page={list.page}
              perPage={list.perPage}
              totalCount={list.totalCount}
              onPageChange={(page) =>
                onSearchChange({ ...search, page: page > 1 ? page : undefined }, { replace: false })
              }
            />
          </>
        )}
      </section>
      {editing && (
        <TransactionFormModal
          key={'transaction' in editing ? editing.transaction.id : 'new'}
          transaction={'transaction' in editing ? editing.transaction : undefined}
          initialKind={'kind' in editing ? editing.kind : undefined}
          onClose={close}
          onSuccess={close}
        />
      )}
    </div>
  );
}
