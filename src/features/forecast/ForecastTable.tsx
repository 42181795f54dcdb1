import type { ForecastLine } from '../../domain/forecast';
import { CaptionedTable, NumberCell } from '../../ui/CaptionedTable';
import { formatCents } from '../../ui/formatCents';
import { forecastTexts } from './forecastTexts';

interface ForecastTableProps {
  caption: string;
  line: ForecastLine;
  currency: string;
  floor: number;
  /** Whether going below the floor is a warning here (not for a card or a loan). */
  warns: boolean;
}

const columns = [
  { label: forecastTexts.date },
  { label: forecastTexts.balance, number: true },
  { label: forecastTexts.note },
] as const;

/**
 * The chart's figures as a table, one row per day the balance changes, for screen readers and for
 * reading. Three columns, the figures without their currency (the caption names it), fit 320 px.
 */
export function ForecastTable({ caption, line, currency, floor, warns }: ForecastTableProps) {
  return (
    <CaptionedTable label={forecastTexts.tableRegion} caption={caption} columns={columns} className="forecast-table">
      {line.points.map((point, index) => {
        const notes = [
          index === 0 ? forecastTexts.today : '',
          point === line.lowest ? forecastTexts.lowest : '',
          warns && point.balance < floor ? (floor > 0 ? forecastTexts.belowNote : forecastTexts.belowZeroNote) : '',
        ].filter(Boolean);
        const below = warns && point.balance < floor;
        return (
          <tr key={point.date} className={below ? 'forecast-table__below' : undefined}>
            <th scope="row">{point.date}</th>
            <NumberCell>{formatCents(point.balance, { currency })}</NumberCell>
            <td>{notes.join(', ')}</td>
          </tr>
        );
      })}
    </CaptionedTable>
  );
}
