import { SelectField } from '../../ui/SelectField';
import { accountChoiceLabel } from './accountChoices';
import { accountTexts } from './accountTexts';
import type { AccountSummary } from './ledgerSource';

interface AccountPickerProps {
  id: string;
  label?: string;
  value: string;
  choices: readonly AccountSummary[];
  onChange: (accountId: string) => void;
}

/** Which account a transaction, transfer side, schedule or wish belongs to. */
export function AccountPicker({ id, label = accountTexts.picker, value, choices, onChange }: AccountPickerProps) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      choices={choices.map((summary) => ({ value: summary.account.id, label: accountChoiceLabel(summary) }))}
      onChange={onChange}
    />
  );
}
