import { SelectField, type SelectChoice } from '../../ui/SelectField';
import { accountChoiceLabel } from './accountChoices';
import { accountTexts } from './accountTexts';
import type { AccountSummary } from './ledgerSource';

interface AccountPickerProps {
  id: string;
  label?: string;
  value: string;
  choices: readonly AccountSummary[];
  /** Offered after the accounts (the import's "New account from this file"). */
  more?: readonly SelectChoice<string>[];
  onChange: (accountId: string) => void;
}

/** Which account a transaction, transfer side, schedule, wish or import belongs to. */
export function AccountPicker({
  id,
  label = accountTexts.picker,
  value,
  choices,
  more = [],
  onChange,
}: AccountPickerProps) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      choices={[
        ...choices.map((summary) => ({ value: summary.account.id, label: accountChoiceLabel(summary) })),
        ...more,
      ]}
      onChange={onChange}
    />
  );
}
