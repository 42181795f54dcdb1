import { maxPayeeLength } from '../../domain/payees';
import { InputField } from '../../ui/InputField';
import { transactionTexts } from './transactionTexts';

interface PayeeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Earlier payees, offered as the person types (the browser's own list: arrow keys and Enter choose). */
  options: readonly string[];
  error?: string | undefined;
}

/** Who was paid, with earlier payees suggested (issue 45, item 2). */
export function PayeeField({ options, ...field }: PayeeFieldProps) {
  const listId = `${field.id}-options`;
  return (
    <InputField
      label={transactionTexts.payee}
      hint={transactionTexts.payeeHint}
      list={listId}
      autoComplete="off"
      maxLength={maxPayeeLength}
      {...field}
    >
      <datalist id={listId}>
        {options.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </InputField>
  );
}
