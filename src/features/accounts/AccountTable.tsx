import { CaptionedTable, NumberCell } from '../../ui/CaptionedTable';
import { MoneyText } from '../../ui/MoneyText';
import type { CurrencyTotal } from './accountGroups';
import { AccountName } from './AccountName';
import { AccountRowActions, type AccountHandlers, type RowPlace } from './AccountRowActions';
import { accountTexts } from './accountTexts';
import type { AccountSummary } from './ledgerSource';
import './accounts.css';

interface AccountTableProps extends AccountHandlers {
  caption: string;
  accounts: readonly AccountSummary[];
  /** The group's total per currency; none for the closed accounts. */
  totals?: readonly CurrencyTotal[];
}

const columns = [
  { label: accountTexts.account },
  { label: accountTexts.balance, number: true },
  { label: 'Actions' },
] as const;

/** One group of accounts: each with its balance and cleared balance, then the group's totals. */
export function AccountTable({ caption, accounts, totals = [], ...handlers }: AccountTableProps) {
  const places = placesOf(accounts);
  return (
    <CaptionedTable label={caption} caption={caption} columns={columns} className="account-table">
      {accounts.map((summary) => (
        <tr key={summary.account.id}>
          <th scope="row">
            <AccountName account={summary.account} unknown={summary.unknown} />
          </th>
          <NumberCell>
            <MoneyText cents={summary.balance} currency={summary.account.currency} />
            {/* Under the balance, not a column of its own: three columns fit a 320 px phone. */}
            <span className="account-table__cleared">
              {accountTexts.cleared} <MoneyText cents={summary.cleared} currency={summary.account.currency} />
            </span>
          </NumberCell>
          <td>
            <AccountRowActions summary={summary} place={places.get(summary.account.id)} {...handlers} />
          </td>
        </tr>
      ))}
      {totals.map((total) => (
        <tr key={total.currency} className="account-table__total">
          <th scope="row">{totals.length > 1 ? accountTexts.totalIn(total.currency) : accountTexts.total}</th>
          <NumberCell>
            <MoneyText cents={total.cents} currency={total.currency} />
          </NumberCell>
          <td />
        </tr>
      ))}
    </CaptionedTable>
  );
}

/** Each account's place among the group's accounts that can move (an implicit one has no record to order). */
function placesOf(accounts: readonly AccountSummary[]): Map<string, RowPlace> {
  const movable = accounts.filter((summary) => !summary.implicit);
  return new Map(
    movable.map((summary, i) => [
      summary.account.id,
      { position: i, canMoveUp: i > 0, canMoveDown: i < movable.length - 1 },
    ]),
  );
}
