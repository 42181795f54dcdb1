import { listDate } from '../../ui/formatDate';
import { MoneyText } from '../../ui/MoneyText';
import { accountTexts } from './accountTexts';
import type { AccountLine } from './ledgerSource';

/** The words that say what a line was: its description, else its category, else what kind it is. */
export function lineDescription(line: AccountLine): string {
  return (
    line.description ||
    line.category ||
    (line.kind === 'transfer' ? accountTexts.transferLabel : accountTexts.noDescription)
  );
}

/** An account's lines with what each did and the balance after it, in the account's currency. */
export function AccountLinesTable({ lines, currency }: { lines: readonly AccountLine[]; currency: string }) {
  return (
    <div className="record-table-wrap" role="region" aria-label={accountTexts.transactions} tabIndex={0}>
      <table className="record-table account-lines">
        <thead>
          <tr>
            <th scope="col">{accountTexts.date}</th>
            <th scope="col">{accountTexts.description}</th>
            <th scope="col" className="account-lines__number">
              {accountTexts.amount}
            </th>
            <th scope="col" className="account-lines__number">
              {accountTexts.runningBalance}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.kind}-${line.id}`}>
              <td className="account-lines__date">{listDate(line.date)}</td>
              <th scope="row" className="account-lines__description">
                {lineDescription(line)}
              </th>
              <td className="account-lines__number">
                <MoneyText
                  className={line.cents < 0 ? 'amount amount--expense' : 'amount amount--income'}
                  cents={line.cents}
                  currency={currency}
                  hideCode
                />
              </td>
              <td className="account-lines__number">
                <MoneyText cents={line.balance} currency={currency} hideCode />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
