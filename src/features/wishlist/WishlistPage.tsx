import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { CommandRefused } from '../../db/commands/CommandRefused';
import { deleteWish, setWishCompleted } from '../../db/commands/wishes';
import { todayIn } from '../../domain/dates';
import type { WishRecord } from '../../domain/records';
import { ListCard } from '../../ui/ListCard';
import { AddButton } from '../../ui/AddButton';
import { RecordsPage } from '../../ui/RecordsPage';
import { useRowRemoval } from '../../ui/useRowRemoval';
import { useWishPage } from './useWishPage';
import { WishFormModal } from './WishFormModal';
import { WishList } from './WishList';
import { currentWishYear, type WishlistSearch } from './wishlistSearch';
import { wishlistTexts } from './wishlistTexts';
import { YearFilter } from './YearFilter';
import '../../ui/record-list.css';
import './wishlist.css';
import { runUndoably } from '../../app/undo/undoable';

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
  const { listRef, removeRow } = useRowRemoval();

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

  const remove = (wish: WishRecord) =>
    removeRow(
      wish.id,
      {
        confirmDelete: wishlistTexts.confirmDelete,
        deleteFailed: (caught) => failureOf(caught, wishlistTexts.deleteFailed),
      },
      () => runUndoably(db, wishlistTexts.deleted, () => deleteWish(db, wish)),
    );

  // In the header, and again where the empty list says how to start.
  const addButton = (text: string) => <AddButton onClick={() => setEditing('new')}>{text}</AddButton>;

  return (
    <RecordsPage block="wishlist-page" texts={wishlistTexts} addButton={addButton(wishlistTexts.add)}>
      {/* A new year starts again at page 1. */}
      <YearFilter year={year} onChange={(next) => onSearchChange({ year: next })} />
      <ListCard
        listRef={listRef}
        label={`Wishes for ${year}`}
        page={list}
        texts={{ ...wishlistTexts, emptyHint: wishlistTexts.emptyHint(year) }}
        emptyAction={addButton(wishlistTexts.emptyAction)}
        onPageChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
      >
        {(rows) => (
          <WishList
            rows={rows}
            busyId={busyId}
            onEdit={(wish) => setEditing({ wish })}
            onDelete={(wish) => void remove(wish)}
            onToggle={(wish) => void toggle(wish)}
          />
        )}
      </ListCard>
      {editing && (
        <WishFormModal
          key={editing === 'new' ? 'new' : editing.wish.id}
          wish={editing === 'new' ? undefined : editing.wish}
          year={year}
          onClose={() => setEditing(null)}
        />
      )}
    </RecordsPage>
  );
}
