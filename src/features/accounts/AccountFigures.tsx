import { listDate } from '../../ui/formatDate';
import { MoneyText } from '../../ui/MoneyText';
import { accountTexts } from './accountTexts';
import type { AccountSummary } from './ledgerSource';

/** An account's balance now and its cleared balance, and when it was last reconciled. */
export function AccountFigures({ summary }: { summary: AccountSummary }) {
  const { account } = summary;
  return (
    <div className="card account-figures">
      <dl className="account-figures__list">
        <div className="account-figures__item">
          <dt>{accountTexts.balanceNow}</dt>
          <dd className="account-figures__amount">
            <MoneyText cents={summary.balance} currency={account.currency} />
          </dd>
        </div>
        <div className="account-figures__item">
          <dt>{accountTexts.clearedBalance}</dt>
          <dd className="account-figures__amount">
            <MoneyText cents={summary.cleared} currency={account.currency} />
          </dd>
        </div>
      </dl>
      {account.reconciled_date && (
        <p className="account-figures__note">{accountTexts.lastReconciled(listDate(account.reconciled_date))}</p>
      )}
    </div>
  );
}
