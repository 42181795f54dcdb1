import { CaptionedTable, NumberCell } from '../../ui/CaptionedTable';
import { MoneyText } from '../../ui/MoneyText';
import { AccountName } from './AccountName';
import './accounts.css';
import { accountTexts } from './accountTexts';
import { useAccounts } from './useAccounts';

const columns = [{ label: accountTexts.account }, { label: accountTexts.balance, number: true }] as const;

/**
 * Net worth by account (issue 44 item 4), beside the breakdown by currency: every account, closed ones
 * too (they still count), a debt negative, each in its own currency.
 */
export function NetWorthByAccount() {
  const accounts = useAccounts();
  if (!accounts || accounts.length === 0) return null;
  return (
    <section className="card" aria-labelledby="networth-by-account">
      <h2 id="networth-by-account" className="networth-by-account__title">
        {accountTexts.byAccount}
      </h2>
      <CaptionedTable label={accountTexts.byAccount} caption={accountTexts.byAccountCaption} columns={columns}>
        {accounts.map(({ account, balance, unknown }) => (
          <tr key={account.id}>
            <th scope="row">
              <AccountName account={account} unknown={unknown} />
              {account.closed && <span className="account-name__detail"> ({accountTexts.closedLabel})</span>}
            </th>
            <NumberCell>
              <MoneyText cents={balance} currency={account.currency} />
            </NumberCell>
          </tr>
        ))}
      </CaptionedTable>
    </section>
  );
}
