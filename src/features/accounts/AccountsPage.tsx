import { AddButton } from '../../ui/AddButton';
import { RecordsPage } from '../../ui/RecordsPage';
import { StateMessage } from '../../ui/StateMessage';
import { AccountFormModal } from './AccountFormModal';
import { groupAccounts } from './accountGroups';
import { AccountTable } from './AccountTable';
import { accountTexts } from './accountTexts';
import { ClosedAccounts } from './ClosedAccounts';
import { useAccountActions } from './useAccountActions';
import { useAccounts } from './useAccounts';
import './accounts.css';

/** Every account, assets then liabilities, each with its balance and cleared balance; closed ones folded away. */
export function AccountsPage() {
  const accounts = useAccounts();
  const { editing, setEditing, handlers, listRef } = useAccountActions(accounts ?? []);
  const addButton = (label: string) => <AddButton onClick={() => setEditing('new')}>{label}</AddButton>;
  const close = () => setEditing(null);
  return (
    <RecordsPage block="accounts-page" texts={accountTexts} addButton={addButton(accountTexts.addButton)}>
      <section
        ref={listRef}
        className="card accounts-list"
        aria-label={accountTexts.title}
        aria-busy={accounts === undefined}
        tabIndex={-1}
      >
        {accounts === undefined ? (
          <StateMessage kind="loading">{accountTexts.loading}</StateMessage>
        ) : accounts === null ? (
          <StateMessage kind="error">{accountTexts.fetchFailed}</StateMessage>
        ) : accounts.length === 0 ? (
          <StateMessage kind="empty" hint={accountTexts.emptyHint} action={addButton(accountTexts.emptyAction)}>
            {accountTexts.empty}
          </StateMessage>
        ) : (
          <AccountGroups accounts={accounts} handlers={handlers} />
        )}
      </section>
      {editing && (
        <AccountFormModal account={editing === 'new' ? undefined : editing.account} onClose={close} onSuccess={close} />
      )}
    </RecordsPage>
  );
}

function AccountGroups({
  accounts,
  handlers,
}: {
  accounts: NonNullable<ReturnType<typeof useAccounts>>;
  handlers: ReturnType<typeof useAccountActions>['handlers'];
}) {
  const { assets, liabilities, closed } = groupAccounts(accounts);
  return (
    <div className="accounts-groups">
      {assets.accounts.length > 0 && <AccountTable caption={accountTexts.assets} {...assets} {...handlers} />}
      {liabilities.accounts.length > 0 && (
        <AccountTable caption={accountTexts.liabilities} {...liabilities} {...handlers} />
      )}
      <ClosedAccounts accounts={closed} {...handlers} />
    </div>
  );
}
