import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { refusalText } from '../../db/commands/CommandRefused';
import { accountTypeNames, accountTypes, isLiability } from '../../domain/accountTypes';
import { todayIn } from '../../domain/dates';
import { maxTextLength, type AccountRecord } from '../../domain/records';
import { InputField } from '../../ui/InputField';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { AmountField } from '../../ui/MoneyFields';
import { RecordFormModal } from '../../ui/RecordFormModal';
import { SelectField } from '../../ui/SelectField';
import { useRecordForm } from '../../ui/useRecordForm';
import { successDelayMs } from '../transactions/TransactionFormModal';
import { useFavoriteCurrency } from '../transactions/useFavoriteCurrency';
import { accountFormOf, blankAccountForm, checkAccountForm } from './accountForm';
import { accountTexts } from './accountTexts';
import { addAccount, editAccount, rememberCurrencies } from './ledgerSource';
import '../../ui/field-grid.css';

interface AccountFormModalProps {
  /** The account to edit; without it the modal adds one. */
  account?: AccountRecord;
  onClose: () => void;
  onSuccess: () => void;
}

const typeChoices = accountTypes.map((type) => ({ value: type, label: accountTypeNames[type] }));

/** Add or edit an account: its name, type, currency, balance on a date, last four digits and note. */
export function AccountFormModal({ account, onClose, onSuccess }: AccountFormModalProps) {
  const db = useDatabase();
  const favorite = useFavoriteCurrency();
  const form = useRecordForm({
    editing: account !== undefined,
    texts: accountTexts,
    initial: () => (account ? accountFormOf(account) : blankAccountForm('')),
    // A new account is in the favorite currency until the person picks one (it may still be loading).
    shown: (values) => ({ ...values, currency: values.currency || favorite || 'USD' }),
    check: (values) => checkAccountForm(values, todayIn(new Date())),
    save: async (input) => {
      await (account ? editAccount(db, account, input) : addAccount(db, input, new Date()));
      rememberCurrencies(db, input.currency);
    },
    refusal: refusalText,
    doneAfterMs: successDelayMs,
    onDone: onSuccess,
  });
  const { values, change } = form;
  const owed = isLiability(values.type);

  return (
    <RecordFormModal form={form} onClose={onClose}>
      <InputField label={accountTexts.name} maxLength={100} autoComplete="off" data-autofocus {...form.field('name')} />
      <div className="field-grid">
        <SelectField
          id={`${form.id}-type`}
          label={accountTexts.type}
          value={values.type}
          choices={typeChoices}
          onChange={(type) => change({ type })}
        />
        <CurrencyPicker {...form.field('currency')} />
      </div>
      <div className="field-grid">
        <AmountField
          label={owed ? accountTexts.amountOwed : accountTexts.openingBalance}
          hint={owed ? accountTexts.amountOwedHint : undefined}
          {...form.field('opening')}
        />
        <InputField
          label={accountTexts.openingDate}
          hint={accountTexts.openingDateHint}
          type="date"
          {...form.field('openingDate')}
        />
      </div>
      <InputField
        label={accountTexts.lastFour}
        hint={accountTexts.lastFourHint}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        {...form.field('lastFour')}
      />
      <InputField label={accountTexts.note} maxLength={maxTextLength} {...form.field('note')} />
    </RecordFormModal>
  );
}
