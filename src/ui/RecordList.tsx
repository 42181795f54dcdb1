import { Fragment, type ReactNode } from 'react';
import { useMediaQuery } from './useMediaQuery';
import './record-list.css';

/** How a column's cells hold their content: numbers right-aligned, dates unbroken, free text wrapped. */
type ColumnKind = 'number' | 'date' | 'text' | 'select';

const cellClass: Record<ColumnKind, string> = {
  number: 'record-table__number',
  date: 'record-table__date',
  text: 'record-table__text',
  /** A row's checkbox: no text of its own, as narrow as the box. */
  select: 'record-table__select',
};

/** A column that sorts the list: the header becomes a button, and says the order to a screen reader. */
export interface ColumnSort {
  /** The order this column sorts the list in now; undefined while another column orders it. */
  direction: 'asc' | 'desc' | undefined;
  onSort: () => void;
}

export interface RecordColumn {
  label: string;
  kind?: ColumnKind;
  sort?: ColumnSort;
  /** Shown in the header instead of the label (a "select the page" checkbox, which names itself). */
  header?: ReactNode;
}

/** One row as a card: the amount large with its type beside it, then labelled details, then its buttons. */
export interface RecordCardView {
  amount: ReactNode;
  type: ReactNode;
  details: readonly (readonly [label: string, value: ReactNode])[];
  actions: ReactNode;
  /** Before the amount: the row's checkbox where rows can be selected. */
  select?: ReactNode;
}

interface RecordListProps<Row extends { id: string }> {
  rows: readonly Row[];
  columns: readonly RecordColumn[];
  /** A row's table cells, in the order of `columns`. */
  cells: (row: Row) => readonly ReactNode[];
  card: (row: Row) => RecordCardView;
  /** A class for a row's state (paused, done, a transfer), on its table row and its card alike. */
  rowClass?: (row: Row) => string | undefined;
}

/** Spec section 9: the layout breakpoint of the whole app. */
const smallScreen = '(max-width: 768px)';

/**
 * The rows of a list screen: a table on wide screens, cards where a seven-column table cannot fit.
 * Each row carries `data-row-id`, so focus can move to a neighbour when it is removed.
 */
export function RecordList<Row extends { id: string }>(props: RecordListProps<Row>) {
  return useMediaQuery(smallScreen) ? <RecordCards {...props} /> : <RecordTable {...props} />;
}

/** What stands in an empty cell, in words ("No category"), set apart from real content. */
export function Placeholder({ text }: { text: string }) {
  return <span className="record-placeholder">{text}</span>;
}

function ColumnHeader({ label, kind, sort, header }: RecordColumn) {
  const className = kind === 'number' || kind === 'select' ? cellClass[kind] : undefined;
  if (!sort) {
    return (
      <th scope="col" className={className}>
        {header ?? label}
      </th>
    );
  }
  const { direction, onSort } = sort;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="sort-button" data-direction={direction} onClick={onSort}>
        {label}
      </button>
    </th>
  );
}

function RecordTable<Row extends { id: string }>({ rows, columns, cells, rowClass }: RecordListProps<Row>) {
  return (
    <div className="record-table-wrap">
      <table className="record-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <ColumnHeader key={column.label} {...column} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={rowClass?.(row)} data-row-id={row.id}>
              {cells(row).map((cell, i) => {
                const kind = columns[i]?.kind;
                return (
                  <td
                    key={columns[i]?.label ?? i}
                    className={kind && cellClass[kind]}
                    // A text cell shows one line with an ellipsis; the whole text on hover (the card and the form show it all).
                    title={kind === 'text' && typeof cell === 'string' ? cell : undefined}
                  >
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordCards<Row extends { id: string }>({ rows, card, rowClass }: RecordListProps<Row>) {
  return (
    <ul className="record-cards">
      {rows.map((row) => {
        const { amount, type, details, actions, select } = card(row);
        const state = rowClass?.(row);
        return (
          <li key={row.id} className={state ? `card record-card ${state}` : 'card record-card'} data-row-id={row.id}>
            <div className="record-card__top">
              {select}
              <span className="record-card__amount">{amount}</span>
              <span className="record-card__type">{type}</span>
            </div>
            <dl className="record-card__details">
              {details.map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
            {actions}
          </li>
        );
      })}
    </ul>
  );
}
