import { Link } from '@tanstack/react-router';
import { accountTypeNames } from '../../domain/accountTypes';
import type { AccountRecord } from '../../domain/records';
import { accountTexts } from './accountTexts';

/**
 * An account's name as a link to its page, with its type and last four digits under it; for an unknown
 * account (its record not on this device) what that means instead.
 */
export function AccountName({ account, unknown }: { account: AccountRecord; unknown?: boolean }) {
  return (
    <span className="account-name">
      <Link to="/accounts/$accountId" params={{ accountId: account.id }} className="account-name__link">
        {account.name}
      </Link>
      <span className="account-name__detail">
        {unknown ? (
          accountTexts.unknownDetail
        ) : (
          <>
            {accountTypeNames[account.account_type]}
            {account.last_four && `, ${accountTexts.endingIn(account.last_four)}`}
          </>
        )}
      </span>
    </span>
  );
}
