import type { ReactNode } from 'react';
import './captioned-table.css';

export interface CaptionedColumn {
  label: string;
  /** Figures: right-aligned, in digits of one width. */
  number?: boolean;
}

interface CaptionedTableProps {
  /** Names the region the table scrolls in, for a screen reader. */
  label: string;
  caption: ReactNode;
  columns: readonly CaptionedColumn[];
  /** The body rows, each led by a row header (`<th scope="row">`). */
  children: ReactNode;
  /** The screen's own class for the table, where it needs its own caption or tighter cells. */
  className?: string;
}

/**
 * A few narrow columns of figures under a caption, with no card layout: wider than a phone, it
 * scrolls in its own region, which is focusable so the keyboard can scroll it too.
 */
export function CaptionedTable({ label, caption, columns, children, className }: CaptionedTableProps) {
  return (
    <div className="captioned-table" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `captioned-table__table ${className}` : 'captioned-table__table'}>
        <caption className="captioned-table__caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map(({ label: header, number }) => (
              <th key={header} scope="col" className={number ? 'captioned-table__number' : undefined}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of figures, lined up under its number column. */
export function NumberCell({ className, children }: { className?: string; children: ReactNode }) {
  return <td className={className ? `captioned-table__number ${className}` : 'captioned-table__number'}>{children}</td>;
}
