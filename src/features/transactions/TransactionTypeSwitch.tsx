import type { TransactionKind } from '../../domain/records';
import { transactionTexts } from './transactionTexts';
import './type-switch.css';

interface TransactionTypeSwitchProps {
  value: TransactionKind;
  onChange: (kind: TransactionKind) => void;
}

const choices: { kind: TransactionKind; label: string }[] = [
  { kind: 'deposit', label: transactionTexts.income },
  { kind: 'withdraw', label: transactionTexts.expense },
];

/** Income or Expense as two radio buttons drawn as one switch: arrow keys move between them. */
export function TransactionTypeSwitch({ value, onChange }: TransactionTypeSwitchProps) {
  return (
    <fieldset className="type-switch">
      <legend className="form-label">Type</legend>
      <div className="type-switch__options">
        {choices.map(({ kind, label }) => (
          <label key={kind} className={`type-switch__option type-switch__option--${kind}`}>
            <input
              type="radio"
              name="transaction-type"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
