import { listDate } from '../../ui/formatDate';
import { MoneyText } from '../../ui/MoneyText';
import { accountTexts } from './accountTexts';
import type { AccountSummary } from './ledgerSource';

/** An account's balance now and its cleared balance, and when it was last reconciled. */
export function AccountFigures({ summary }: { summary: AccountSummary }) {
  const { account } = summary;
  const figures = [
    { term: accountTexts.balanceNow, cents: summary.balance },
    { term: accountTexts.clearedBalance, cents: summary.cleared },
  ];
  return (
    <div className="card account-figures">
      <dl className="account-figures__list">
        {figures.map(({ term, cents }) => (
          <div key={term} className="account-figures__item">
            <dt>{term}</dt>
            <dd className="account-figures__amount">
              <MoneyText cents={cents} currency={account.currency} />
            </dd>
          </div>
        ))}
      </dl>
      {account.reconciled_date && (
        <p className="account-figures__note">{accountTexts.lastReconciled(listDate(account.reconciled_date))}</p>
      )}
    </div>
  );
}
