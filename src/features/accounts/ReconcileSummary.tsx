import type { Cents } from '../../domain/money';
import { formatMoney } from '../../ui/formatCents';
import { MoneyText } from '../../ui/MoneyText';
import { reconcileTexts } from './accountTexts';

interface ReconcileSummaryProps {
  currency: string;
  clearedCents: Cents;
  differenceCents: Cents | undefined;
}

/** The cleared balance with the ticks, and the difference from the statement, said as it changes. */
export function ReconcileSummary({ currency, clearedCents, differenceCents }: ReconcileSummaryProps) {
  return (
    <div className="reconcile-summary">
      <dl className="reconcile-summary__figures">
        <div>
          <dt>{reconcileTexts.clearedTotal}</dt>
          <dd>
            <MoneyText cents={clearedCents} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{reconcileTexts.difference}</dt>
          <dd className={differenceCents ? 'reconcile-summary__off' : undefined}>
            {differenceCents === undefined ? '–' : <MoneyText cents={differenceCents} currency={currency} />}
          </dd>
        </div>
      </dl>
      <p className="reconcile-summary__status" role="status">
        {differenceCents === undefined
          ? reconcileTexts.enterStatement
          : differenceCents === 0
            ? reconcileTexts.balanced
            : reconcileTexts.notBalanced(formatMoney(differenceCents, currency))}
      </p>
    </div>
  );
}
