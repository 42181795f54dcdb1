import { useLiveQuery } from 'dexie-react-hooks';
import { startTransition, useState } from 'react';
import { OlderHistoryNotice } from '../../app/workspace/OlderHistoryNotice';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { deleteTransaction } from '../../db/commands/transactions';
import { deleteTransfer } from '../../db/commands/transfers';
import { anchorFor, type PageAnchor } from '../../db/queries/transactions';
import { transactionsMatching } from '../../db/queries/transactionSearch';
import { isTransfer } from '../../domain/transfers';
import type { TransactionKind, TransactionRecord, TransferRecord } from '../../domain/records';
import { TransferFormModal } from '../transfers/TransferFormModal';
import { transferTexts } from '../transfers/transferTexts';
import { ListCard } from '../../ui/ListCard';
import { PageHeader } from '../../ui/PageHeader';
import { useRowRemoval } from '../../ui/useRowRemoval';
import { DateRangeLine, TransactionFilters } from './TransactionFilters';
import { TransactionFormModal } from './TransactionFormModal';
import { BulkEditBar } from './BulkEditBar';
import { TransactionList } from './TransactionList';
import { useReconciledWarning } from './ReconciledWarning';
import { ResultBar } from './ResultBar';
import { SearchIndexNotice } from './SearchIndexNotice';
import { TransactionSearchFilters } from './TransactionSearchFilters';
import { hasNonDateFilter, queryOf, withoutFilters, type TransactionsSearch } from './transactionsSearch';
import { TransactionsToolbar } from './TransactionsToolbar';
import { transactionTexts } from './transactionTexts';
import { useRowSelection } from './useRowSelection';
import { useTransactionResults } from './useTransactionResults';
import '../../ui/page-stack.css';
import '../../ui/record-list.css';
import { runUndoably } from '../../app/undo/undoable';

interface TransactionsPageProps {
  search: TransactionsSearch;
  /** Puts the page and filter in the URL; `replace` for filter edits, so Back skips each keystroke. */
  onSearchChange: (search: TransactionsSearch, options: { replace: boolean }) => void;
}

type Editing =
  { transaction: TransactionRecord } | { kind: TransactionKind } | { transfer: TransferRecord | undefined } | null;

/**
 * The transaction history with search, filters, order, paging, export, recalculation and the add/edit
 * modal. Everything that decides the rows shown is in the URL (`search`).
 */
export function TransactionsPage({ search, onSearchChange }: TransactionsPageProps) {
  const db = useDatabase();
  const query = queryOf(search);
  const perPage = search.per_page ?? 10;
  // Next and Previous continue from the row beside the page shown (keyset paging); the URL still
  // carries the page number, and the anchor is kept only for the query and page size it was taken in.
  const [anchor, setAnchor] = useState<{ key: string; anchor: PageAnchor }>();
  const anchorKey = JSON.stringify([query, perPage]);
  const pageAnchor = anchor?.key === anchorKey ? anchor.anchor : undefined;
  const { list, sums } = useTransactionResults(query, search.page ?? 1, perPage, pageAnchor);
  // A new filter, order or page size starts again at page 1.
  const refine = (patch: Partial<TransactionsSearch>, options: { replace: boolean }) =>
    onSearchChange({ ...search, ...patch, page: undefined }, options);
  const goToPage = (page: number) => {
    const next = list ? anchorFor(list, page) : undefined;
    setAnchor(next ? { key: anchorKey, anchor: next } : undefined);
    onSearchChange({ ...search, page: page > 1 ? page : undefined }, { replace: false });
  };
  const sortTo = (sort: TransactionsSearch['sort'], dir: TransactionsSearch['dir']) =>
    refine({ sort: sort === 'date' ? undefined : sort, dir: dir === 'desc' ? undefined : dir }, { replace: false });
  // Issue 46, item 6: transactions (not transfers) of the page can be selected for a bulk edit.
  const selectionScope = JSON.stringify(query);
  const pageIds = (list?.rows ?? []).flatMap((row) => (isTransfer(row) ? [] : [row.id]));
  const selection = useRowSelection(pageIds, selectionScope);
  // Every match, read only once the whole page is selected: "Select all N that match" then offers the rest.
  const wholePage = selection.pageState === 'all';
  const matchingIds = useLiveQuery(
    async () => (wholePage ? (await transactionsMatching(db, query)).map((record) => record.id) : undefined),
    [db, selectionScope, wholePage],
  );
  const [editing, setEditing] = useState<Editing>(null);
  const { listRef, removeRow } = useRowRemoval();

  const remove = (transaction: TransactionRecord) =>
    removeRow(transaction.id, transactionTexts, () =>
      runUndoably(db, transactionTexts.deleted, () => deleteTransaction(db, transaction.id)),
    );
  const removeTransfer = (transfer: TransferRecord) =>
    removeRow(transfer.id, transferTexts, () =>
      runUndoably(db, transferTexts.deleted, () => deleteTransfer(db, transfer.id)),
    );

  // In a transition: the click answers at once and React draws the form in pieces that yield to input.
  const open = (next: NonNullable<Editing>) => startTransition(() => setEditing(next));
  const close = () => setEditing(null);
  const reconciled = useReconciledWarning((transaction, action) =>
    action === 'edit' ? open({ transaction }) : void remove(transaction),
  );
  const datesOnly = !hasNonDateFilter(search);
  const filtered = !datesOnly || Boolean(search.start_date || search.end_date);
  return (
    <div className="page-stack">
      <PageHeader
        title={transactionTexts.title}
        subtitle={transactionTexts.subtitle}
        actions={
          <TransactionsToolbar
            query={query}
            onAdd={() => open({ kind: 'deposit' })}
            onMoveMoney={() => open({ transfer: undefined })}
          />
        }
      />
      <TransactionSearchFilters
        search={search}
        onChange={refine}
        dates={
          <TransactionFilters
            start={search.start_date}
            end={search.end_date}
            onChange={({ start, end }) => refine({ start_date: start, end_date: end }, { replace: true })}
          />
        }
        footer={<DateRangeLine start={search.start_date} end={search.end_date} />}
      />
      <ListCard
        listRef={listRef}
        label="Transaction history"
        page={list}
        texts={{
          loading: transactionTexts.loading,
          empty: datesOnly ? transactionTexts.empty : transactionTexts.noMatch,
          emptyHint: !datesOnly
            ? transactionTexts.noMatchHint
            : filtered
              ? transactionTexts.emptyFilteredHint
              : transactionTexts.emptyHint,
        }}
        emptyAction={
          filtered ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onSearchChange(withoutFilters(search), { replace: false })}
            >
              {datesOnly ? transactionTexts.clearDates : transactionTexts.clearFilters}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => open({ kind: 'deposit' })}>
              {transactionTexts.emptyAction}
            </button>
          )
        }
        onPageChange={goToPage}
        header={
          <>
            <ResultBar
              totalCount={list?.totalCount}
              sums={sums}
              sort={search.sort ?? 'date'}
              direction={search.dir ?? 'desc'}
              perPage={perPage}
              onSort={sortTo}
              onPerPage={(size) => refine({ per_page: size === 10 ? undefined : (size as 10) }, { replace: false })}
            />
            <BulkEditBar selection={selection} matchingIds={wholePage ? matchingIds : undefined} />
            <SearchIndexNotice searching={Boolean(search.q?.trim()) || (search.category?.length ?? 0) > 0} />
            <OlderHistoryNotice from={search.start_date} />
          </>
        }
      >
        {(rows) => (
          <TransactionList
            rows={rows}
            onEdit={(transaction) => reconciled.guard(transaction, 'edit')}
            onDelete={(transaction) => reconciled.guard(transaction, 'delete')}
            onEditTransfer={(transfer) => open({ transfer })}
            onDeleteTransfer={(transfer) => void removeTransfer(transfer)}
            order={{ sort: search.sort ?? 'date', direction: search.dir ?? 'desc', onSort: sortTo }}
            selection={selection}
          />
        )}
      </ListCard>
      {reconciled.warning}
      {editing && 'transfer' in editing && (
        <TransferFormModal
          key={editing.transfer?.id ?? 'new-transfer'}
          transfer={editing.transfer}
          onClose={close}
          onSuccess={close}
        />
      )}
      {editing && !('transfer' in editing) && (
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
