import { useRef, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { CommandRefused } from '../../db/commands/CommandRefused';
import { deleteWish, setWishCompleted } from '../../db/commands/wishes';
import { todayIn } from '../../domain/dates';
import type { WishRecord } from '../../domain/records';
import { focusAfterRemoval } from '../../ui/focusAfterRemoval';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { StateMessage } from '../../ui/StateMessage';
import { useWishPage } from './useWishPage';
import { WishFormModal } from './WishFormModal';
import { WishList } from './WishList';
import { currentWishYear, type WishlistSearch } from './wishlistSearch';
import { wishlistTexts } from './wishlistTexts';
import { YearFilter } from './YearFilter';
import '../../ui/page-stack.css';
import '../../ui/record-list.css';
import './wishlist.css';

interface WishlistPageProps {
  search: WishlistSearch;
  /** Puts the year and page in the URL. */
  onSearchChange: (search: WishlistSearch) => void;
}

type Editing = { wish: WishRecord } | 'new' | null;

/** A refusal is the person's rule broken and says why in their words; anything else gets the spec's text. */
function failureOf(caught: unknown, fallback: string): string {
  return caught instanceof CommandRefused ? caught.message : fallback;
}

/** The wishes of one year with paging, completion, and the add/edit modal; all local, so it works offline. */
export function WishlistPage({ search, onSearchChange }: WishlistPageProps) {
  const db = useDatabase();
  const year = search.year ?? currentWishYear(new Date());
  const list = useWishPage(year, search.page ?? 1);
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const listRef = useRef<HTMLElement>(null);

  async function toggle(wish: WishRecord) {
    setBusyId(wish.id);
    try {
      const now = new Date();
      // Completing records the purchase as a withdraw dated today; pending again removes it.
      await setWishCompleted(db, wish, !wish.status, now, todayIn(now));
    } catch (caught) {
      window.alert(failureOf(caught, wishlistTexts.statusFailed));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(wish: WishRecord) {
    if (!window.confirm(wishlistTexts.confirmDelete)) return;
    try {
      if (listRef.current) focusAfterRemoval(listRef.current, wish.id);
      await deleteWish(db, wish);
    } catch (caught) {
      window.alert(failureOf(caught, wishlistTexts.deleteFailed));
    }
  }

  return (
    <div className="page-stack wishlist-page">
      <PageHeader
        title={wishlistTexts.title}
        subtitle={wishlistTexts.subtitle}
        actions={
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {wishlistTexts.add}
          </button>
        }
      />
      {/* A new year starts again at page 1. */}
      <YearFilter year={year} onChange={(next) => onSearchChange({ year: next })} />
      <section
        ref={listRef}
        className="card list-card"
        aria-label={`Wishes for ${year}`}
        aria-busy={list === undefined}
        tabIndex={-1}
      >
        {list === undefined ? (
          <StateMessage kind="loading">{wishlistTexts.loading}</StateMessage>
        ) : list === null ? (
          <StateMessage kind="error">{wishlistTexts.fetchFailed}</StateMessage>
        ) : list.totalCount === 0 ? (
          <StateMessage
            kind="empty"
            hint={wishlistTexts.emptyHint(year)}
            action={
              <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
                {wishlistTexts.emptyAction}
              </button>
            }
          >
            {wishlistTexts.empty}
          </StateMessage>
        ) : (
          <>
            <WishList
              rows={list.rows}
              busyId={busyId}
              onEdit={(wish) => setEditing({ wish })}
              onDelete={(wish) => void remove(wish)}
              onToggle={(wish) => void toggle(wish)}
            />
            <Pagination
              page={list.page}
              perPage={list.perPage}
              totalCount={list.totalCount}
              onPageChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
            />
          </>
        )}
      </section>
      {editing && (
        <WishFormModal
          key={editing === 'new' ? 'new' : editing.wish.id}
          wish={editing === 'new' ? undefined : editing.wish}
          year={year}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
