import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
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
  const ownRef = useRef<HTMLElement>(null);
  const cardRef = listRef ?? ownRef;
  usePageStartInView(cardRef, page?.page);
  return (
    <section ref={cardRef} className="card list-card" aria-label={label} aria-busy={page === undefined} tabIndex={-1}>
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

/**
 * Next and Previous leave the person at the top of the rows, not of the filters above them (issue
 * 46, item 5): once another page is shown, the card's top is scrolled to the top of the view.
 */
function usePageStartInView(card: RefObject<HTMLElement | null>, page: number | undefined) {
  const shown = useRef(page);
  useEffect(() => {
    if (page === undefined || page === shown.current) return;
    const first = shown.current === undefined;
    shown.current = page;
    if (first) return;
    card.current?.scrollIntoView?.({ block: 'start' });
  }, [card, page]);
}
