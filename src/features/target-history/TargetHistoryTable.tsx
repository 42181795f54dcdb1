import { monthLabel } from '../../domain/dates';
import type { ScoreRow } from '../../domain/score';
import { MoneyText } from '../../ui/MoneyText';
import { targetHistoryTexts } from './targetHistoryTexts';

interface TargetHistoryTableProps {
  rows: readonly ScoreRow[];
  currency: string;
}

const statusClass = { 'Above Target': 'above', 'Below Target': 'below', 'On Target': 'on' } as const;

/** Four narrow columns fit even at 320px, so there is no card layout. */
export function TargetHistoryTable({ rows, currency }: TargetHistoryTableProps) {
  return (
    // When the table is wider than a phone it scrolls here: focusable, so the keyboard can scroll it too.
    <div className="target-history__wrap" role="region" aria-label={targetHistoryTexts.tableLabel} tabIndex={0}>
      <table className="target-history__table">
        <caption className="target-history__caption">{targetHistoryTexts.caption(currency)}</caption>
        <thead>
          <tr>
            <th scope="col">Month/Year</th>
            <th scope="col" className="target-history__number">
              Target
            </th>
            <th scope="col" className="target-history__number">
              Score
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{monthLabel({ year: row.year, month: row.monthNumber })}</th>
              <td className="target-history__number">
                <MoneyText cents={row.target} currency={currency} hideCode />
              </td>
              <td className="target-history__number">
                <MoneyText
                  className={`target-history__score target-history__score--${statusClass[row.status]}`}
                  cents={row.score}
                  currency={currency}
                  hideCode
                  sign={row.score > 0 ? '+' : undefined}
                />
              </td>
              <td>
                <span className={`target-status target-status--${statusClass[row.status]}`}>{row.status}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
