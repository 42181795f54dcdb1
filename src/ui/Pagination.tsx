import { pageInfo, pageItems } from '../domain/pagination';
import './pagination.css';

interface PaginationProps {
  /** 1-based. */
  page: number;
  perPage: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a screen has more than one list. */
  label?: string;
}

/**
 * Page buttons with the first and last page, two either side of the current one and gaps between
 * (spec section 9), plus 'Showing X to Y of Z results'. Nothing shows for one page or none.
 */
export function Pagination({ page, perPage, totalCount, onPageChange, label = 'Pagination' }: PaginationProps) {
  const numPages = Math.ceil(totalCount / perPage);
  if (numPages <= 1) return null;
  const items = pageItems(page, numPages);
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__info">{pageInfo(page, perPage, totalCount)}</p>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__button"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination__button"
            disabled={page >= numPages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
