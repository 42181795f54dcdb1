import { listDate } from '../../ui/formatDate';
import { MoneyText } from '../../ui/MoneyText';
import { lineDescription } from './AccountLinesTable';
import { reconcileTexts } from './accountTexts';
import type { AccountLine } from './ledgerSource';
import { isTicked, type TickChange } from './reconcileDifference';

interface ReconcileLinesProps {
  lines: readonly AccountLine[];
  currency: string;
  ticks: ReadonlyMap<string, TickChange>;
  onToggle: (line: AccountLine) => void;
}

/** The lines up to the statement date, each with its cleared tick (a real checkbox, so Space ticks it). */
export function ReconcileLines({ lines, currency, ticks, onToggle }: ReconcileLinesProps) {
  return (
    <ul className="reconcile-lines">
      {lines.map((line) => (
        <li key={line.id} className="reconcile-line">
          <input
            id={`reconcile-${line.id}`}
            type="checkbox"
            className="reconcile-line__tick"
            checked={isTicked(line, ticks)}
            onChange={() => onToggle(line)}
          />
          <label htmlFor={`reconcile-${line.id}`} className="reconcile-line__label">
            <span className="visually-hidden">{reconcileTexts.cleared}: </span>
            <span className="reconcile-line__date">{listDate(line.date)}</span>
            <span className="reconcile-line__description">{lineDescription(line)}</span>
            <MoneyText
              className={
                line.cents < 0
                  ? 'reconcile-line__amount amount amount--expense'
                  : 'reconcile-line__amount amount amount--income'
              }
              cents={line.cents}
              currency={currency}
              hideCode
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
