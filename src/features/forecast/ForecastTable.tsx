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

// The caption names the currency, so the cells show the figures alone and fit a phone.
const signed = (cents: number, currency: string) => formatCents(cents, { currency, sign: cents < 0 ? '-' : '+' });

const columns = [
  { label: forecastTexts.date },
  { label: forecastTexts.change, number: true },
  { label: forecastTexts.balance, number: true },
  { label: forecastTexts.note },
] as const;

/** The chart's figures as a table, one row per day the balance changes, for screen readers and for reading. */
export function ForecastTable({ caption, line, currency, floor, warns }: ForecastTableProps) {
  return (
    <CaptionedTable label={forecastTexts.tableRegion} caption={caption} columns={columns} className="forecast-table">
      {line.points.map((point, index) => {
        const before = index === 0 ? undefined : line.points[index - 1]!.balance;
        const notes = [
          index === 0 ? forecastTexts.today : '',
          point === line.lowest ? forecastTexts.lowest : '',
          warns && point.balance < floor ? (floor > 0 ? forecastTexts.belowNote : forecastTexts.belowZeroNote) : '',
        ].filter(Boolean);
        const below = warns && point.balance < floor;
        return (
          <tr key={point.date} className={below ? 'forecast-table__below' : undefined}>
            <th scope="row">{point.date}</th>
            <NumberCell>{before === undefined ? '' : signed(point.balance - before, currency)}</NumberCell>
            <NumberCell>{formatCents(point.balance, { currency })}</NumberCell>
            <td>{notes.join(', ')}</td>
          </tr>
        );
      })}
    </CaptionedTable>
  );
}
