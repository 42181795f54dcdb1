import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { refusalText } from '../../db/commands/CommandRefused';
import { addTransfer, updateTransfer } from '../../db/commands/transfers';
import { checkAmountText } from '../../domain/amountInput';
import { todayIn } from '../../domain/dates';
import { maxTextLength, type TransferRecord } from '../../domain/records';
import { InputField } from '../../ui/InputField';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { AmountField } from '../../ui/MoneyFields';
import { RecordFormModal } from '../../ui/RecordFormModal';
import { useRecordForm } from '../../ui/useRecordForm';
import { useAccountChoices } from '../accounts/useAccountChoices';
import { successDelayMs } from '../transactions/TransactionFormModal';
import { useFavoriteCurrency } from '../transactions/useFavoriteCurrency';
import { blankTransferForm, checkTransferForm, transferFormOf } from './transferForm';
import { TransferAccountFields, withAccounts } from './TransferAccountFields';
import { TransferRate } from './TransferRate';
import { transferTexts } from './transferTexts';
import './transfers.css';
import { rememberCurrencies } from '../accounts/ledgerSource';
import '../../ui/field-grid.css';

interface TransferFormModalProps {
  /** The transfer to edit; without it the modal makes a new one. */
  transfer?: TransferRecord;
  onClose: () => void;
  /** Runs a moment after a successful save, as the transaction modal does. */
  onSuccess: () => void;
}

/** A field's amount in hundredths while it holds a valid one, for the live rate. */
const centsOf = (text: string) => {
  const checked = checkAmountText(text, { label: '', minCents: 1 });
  return 'cents' in checked ? checked.cents : undefined;
};

/** "Move money": an amount out of one currency and an amount into another, saved as one transfer. */
export function TransferFormModal({ transfer, onClose, onSuccess }: TransferFormModalProps) {
  const db = useDatabase();
  const favorite = useFavoriteCurrency();
  // Issue 44 item 5: with accounts, money moves between two of them and each side takes its account's currency.
  const accounts = useAccountChoices(transfer?.out_account_id);
  const byAccount = accounts.choices.length > 0;
  const form = useRecordForm({
    editing: transfer !== undefined,
    texts: transferTexts,
    initial: () => (transfer ? transferFormOf(transfer) : blankTransferForm('')),
    // Until the person picks one, money goes out of the favorite currency (which may still be loading).
    shown: (values) => {
      const shown = { ...values, outCurrency: values.outCurrency || favorite || 'USD' };
      return byAccount ? withAccounts(shown, accounts) : shown;
    },
    check: (values) => checkTransferForm(values, todayIn(new Date())),
    save: async (input) => {
      await (transfer ? updateTransfer(db, transfer, input) : addTransfer(db, input, new Date()));
      rememberCurrencies(db, input.out_currency, input.in_currency);
    },
    refusal: refusalText,
    doneAfterMs: successDelayMs,
    onDone: onSuccess,
  });
  const { values } = form;

  return (
    <RecordFormModal form={form} onClose={onClose} className="transfer-form">
      <p className="transfer-intro">{transferTexts.intro}</p>
      {byAccount ? (
        <TransferAccountFields form={form} choices={accounts.choices} />
      ) : (
        <>
          <div className="field-grid">
            <AmountField label={transferTexts.amountOut} min="0.01" {...form.field('outAmount')} />
            <CurrencyPicker label={transferTexts.currencyOut} {...form.field('outCurrency')} />
          </div>
          <div className="field-grid">
            <AmountField label={transferTexts.amountIn} min="0.01" {...form.field('inAmount')} />
            <CurrencyPicker
              label={transferTexts.currencyIn}
              placeholder={transferTexts.chooseCurrency}
              {...form.field('inCurrency')}
            />
          </div>
        </>
      )}
      <TransferRate
        today={todayIn(new Date())}
        sides={{
          out_cents: centsOf(values.outAmount),
          out_currency: values.outCurrency,
          in_cents: centsOf(values.inAmount),
          in_currency: values.inCurrency,
          date: values.date,
        }}
      />
      <InputField label="Description" maxLength={maxTextLength} {...form.field('details')} />
      <InputField label="Date" hint="Leave empty for today." type="date" {...form.field('date')} />
    </RecordFormModal>
  );
}
