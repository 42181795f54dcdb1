import type { ReactNode, RefObject } from 'react';
import { Pagination } from './Pagination';
import { StateMessage } from './StateMessage';
import './record-list.css';

/** One page of a list's rows, as the list queries give it. */
interface RowPage<Row> {
  rows: readonly Row[];
  page: number;
  perPage: number;
  totalCount: number;
}

/** What the card says instead of rows; a list screen's texts object carries them. */
interface ListCardTexts {
  loading: string;
  /** A list whose read cannot fail has none. */
  fetchFailed?: string;
  empty: string;
  emptyHint: string;
}

interface ListCardProps<Row> {
  /** Names the card for a screen reader. */
  label: string;
  /** Undefined while the first read runs, null when it failed. */
  page: RowPage<Row> | null | undefined;
  texts: ListCardTexts;
  /** The empty state's way on: add the first one, or clear the filters. */
  emptyAction: ReactNode;
  onPageChange: (page: number) => void;
  /** The rows of the page shown. */
  children: (rows: readonly Row[]) => ReactNode;
  /** Above the rows whatever the state, such as what the filter matched. */
  header?: ReactNode;
  /** Below them whatever the state, such as a note on how the list works. */
  footer?: ReactNode;
  /** For focus after a removal (useRowRemoval): the card is focusable from script only. */
  listRef?: RefObject<HTMLElement | null>;
}

/**
 * The card of a list screen: says it is loading, that the read failed, or that there is nothing
 * yet with the way on, or shows the page's rows and the page buttons.
 */
export function ListCard<Row>({
  label,
  page,
  texts,
  emptyAction,
  onPageChange,
  children,
  header,
  footer,
  listRef,
}: ListCardProps<Row>) {
  return (
    <section ref={listRef} className="card list-card" aria-label={label} aria-busy={page === undefined} tabIndex={-1}>
      {header}
      {page === undefined ? (
        <StateMessage kind="loading">{texts.loading}</StateMessage>
      ) : page === null ? (
        <StateMessage kind="error">{texts.fetchFailed}</StateMessage>
      ) : page.totalCount === 0 ? (
        <StateMessage kind="empty" hint={texts.emptyHint} action={emptyAction}>
          {texts.empty}
        </StateMessage>
      ) : (
        <>
          {children(page.rows)}
          <Pagination
            page={page.page}
            perPage={page.perPage}
            totalCount={page.totalCount}
            onPageChange={onPageChange}
          />
        </>
      )}
      {footer}
    </section>
  );
}
