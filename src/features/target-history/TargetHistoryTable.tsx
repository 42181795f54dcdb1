import { monthLabel } from '../../domain/dates';
import type { ScoreRow } from '../../domain/score';
import { CaptionedTable, NumberCell } from '../../ui/CaptionedTable';
import { MoneyText } from '../../ui/MoneyText';
import { targetHistoryTexts } from './targetHistoryTexts';

interface TargetHistoryTableProps {
  rows: readonly ScoreRow[];
  currency: string;
}

const statusClass = { 'Above Target': 'above', 'Below Target': 'below', 'On Target': 'on' } as const;

const columns = [
  { label: 'Month/Year' },
  { label: 'Target', number: true },
  { label: 'Score', number: true },
  { label: 'Status' },
];

/** Four narrow columns fit even at 320px, so there is no card layout. */
export function TargetHistoryTable({ rows, currency }: TargetHistoryTableProps) {
  return (
    <CaptionedTable
      label={targetHistoryTexts.tableLabel}
      caption={targetHistoryTexts.caption(currency)}
      columns={columns}
    >
      {rows.map((row) => (
        <tr key={row.month}>
          <th scope="row">{monthLabel({ year: row.year, month: row.monthNumber })}</th>
          <NumberCell>
            <MoneyText cents={row.target} currency={currency} hideCode />
          </NumberCell>
          <NumberCell>
            <MoneyText
              className={`target-history__score target-history__score--${statusClass[row.status]}`}
              cents={row.score}
              currency={currency}
              hideCode
              sign={row.score > 0 ? '+' : undefined}
            />
          </NumberCell>
          <td>
            <span className={`target-status target-status--${statusClass[row.status]}`}>{row.status}</span>
          </td>
        </tr>
      ))}
    </CaptionedTable>
  );
}
