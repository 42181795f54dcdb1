import { accountTypeNames } from '../../domain/accountTypes';
import type { CurrencyCode } from '../../domain/currencies';
import { InputField } from '../../ui/InputField';
import { AccountPicker } from '../accounts/AccountPicker';
import type { AccountSummary } from '../accounts/ledgerSource';
import { importTexts } from './importTexts';
import { newAccountPlaceholder, type ImportTarget } from './importTarget';
import type { FileSource } from './parse/fileSource';
import { importAccountOfSummary } from './targetAccounts';

interface ImportTargetFieldProps {
  choices: readonly AccountSummary[];
  target: ImportTarget;
  source: FileSource;
  newCurrency: CurrencyCode;
  onChange: (target: ImportTarget) => void;
}

/**
 * The account the file goes into (issue 44, item 7): one the person holds, or "New account from this
 * file", named and typed from the file and editable by name before anything is written.
 */
export function ImportTargetField({ choices, target, source, newCurrency, onChange }: ImportTargetFieldProps) {
  function pick(value: string) {
    if (value === newAccountPlaceholder) return onChange({ kind: 'new', name: source.name });
    const summary = choices.find(({ account }) => account.id === value);
    if (summary) onChange({ kind: 'account', account: importAccountOfSummary(summary) });
  }
  return (
    <div className="import-target">
      <AccountPicker
        id="import-account"
        label={importTexts.targetLabel}
        value={target.kind === 'account' ? target.account.id : newAccountPlaceholder}
        choices={choices}
        more={[{ value: newAccountPlaceholder, label: importTexts.newAccountChoice }]}
        onChange={pick}
      />
      {target.kind === 'new' && (
        <InputField
          id="import-new-account-name"
          label={importTexts.newAccountName}
          hint={importTexts.newAccountHint(accountTypeNames[source.accountType], newCurrency, source.lastFour)}
          value={target.name}
          maxLength={150}
          onChange={(name) => onChange({ kind: 'new', name })}
        />
      )}
    </div>
  );
}
