import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { CommandRefused } from '../../db/commands/CommandRefused';
import { addTransfer, updateTransfer } from '../../db/commands/transfers';
import { checkAmountText } from '../../domain/amountInput';
import { todayIn } from '../../domain/dates';
import { maxTextLength, type TransferRecord } from '../../domain/records';
import { Banner } from '../../ui/Banner';
import { fieldDescription, FormField } from '../../ui/FormField';
import { AmountField, CurrencyField } from '../../ui/MoneyFields';
import { Modal } from '../../ui/Modal';
import { useSaving } from '../../ui/useSaving';
import { successDelayMs } from '../transactions/TransactionFormModal';
import { useFavoriteCurrency } from '../transactions/useFavoriteCurrency';
import {
  blankTransferForm,
  checkTransferForm,
  transferFormOf,
  type TransferField,
  type TransferFormValues,
} from './transferForm';
import { TransferRate } from './TransferRate';
import { transferTexts } from './transferTexts';
import '../../ui/record-form.css';
import './transfers.css';

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
  const id = useId();
  const editing = transfer !== undefined;
  const [values, setValues] = useState<TransferFormValues>(() =>
    transfer ? transferFormOf(transfer) : blankTransferForm(''),
  );
  const [error, setError] = useState<string | null>(null);
  const [errorField, setErrorField] = useState<TransferField | undefined>(undefined);
  const fieldError = (name: TransferField) => (error !== null && errorField === name ? error : undefined);
  const { busy, save } = useSaving();
  const [saved, setSaved] = useState(false);
  const onSuccessRef = useRef(onSuccess);
  const today = todayIn(new Date());
  // Until the person picks one, money goes out of the favorite currency (which may still be loading).
  const outCurrency = values.outCurrency || favorite || 'USD';

  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onSuccessRef.current(), successDelayMs);
    return () => clearTimeout(timer);
  }, [saved]);

  function change(patch: Partial<TransferFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
    setErrorField(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkTransferForm({ ...values, outCurrency }, todayIn(new Date()));
    if (checked.error !== undefined) {
      setError(checked.error);
      setErrorField(checked.field);
      return;
    }
    await save(async () => {
      try {
        if (transfer) await updateTransfer(db, transfer, checked.input);
        else await addTransfer(db, checked.input, new Date());
        setSaved(true);
      } catch (caught) {
        if (caught instanceof CommandRefused) setError(caught.message);
        else setError(editing ? transferTexts.updateFailed : transferTexts.addFailed);
      }
    });
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <Modal title={editing ? transferTexts.editTitle : transferTexts.addTitle} onClose={onClose}>
      <form className="form transfer-form" noValidate onSubmit={(event) => void submit(event)}>
        {error && <Banner variant="error">{error}</Banner>}
        {saved && <Banner variant="success">{editing ? transferTexts.updated : transferTexts.added}</Banner>}
        <fieldset className="record-form__fields" disabled={busy || saved}>
          <p className="transfer-intro">{transferTexts.intro}</p>
          <div className="record-form__row">
            <AmountField
              id={field('out-amount')}
              label={transferTexts.amountOut}
              min="0.01"
              value={values.outAmount}
              error={fieldError('outAmount')}
              onChange={(outAmount) => change({ outAmount })}
            />
            <CurrencyField
              id={field('out-currency')}
              label={transferTexts.currencyOut}
              value={outCurrency}
              error={fieldError('outCurrency')}
              onChange={(code) => change({ outCurrency: code })}
            />
          </div>
          <div className="record-form__row">
            <AmountField
              id={field('in-amount')}
              label={transferTexts.amountIn}
              min="0.01"
              value={values.inAmount}
              error={fieldError('inAmount')}
              onChange={(inAmount) => change({ inAmount })}
            />
            <CurrencyField
              id={field('in-currency')}
              label={transferTexts.currencyIn}
              value={values.inCurrency}
              placeholder={transferTexts.chooseCurrency}
              error={fieldError('inCurrency')}
              onChange={(code) => change({ inCurrency: code })}
            />
          </div>
          <TransferRate
            today={today}
            sides={{
              out_cents: centsOf(values.outAmount),
              out_currency: outCurrency,
              in_cents: centsOf(values.inAmount),
              in_currency: values.inCurrency,
              date: values.date,
            }}
          />
          <FormField htmlFor={field('details')} label="Description" error={fieldError('details')}>
            <input
              id={field('details')}
              className="form-input"
              {...fieldDescription(field('details'), { error: fieldError('details') })}
              maxLength={maxTextLength}
              value={values.details}
              onChange={(event) => change({ details: event.target.value })}
            />
          </FormField>
          <FormField htmlFor={field('date')} label="Date" hint="Leave empty for today." error={fieldError('date')}>
            <input
              id={field('date')}
              className="form-input"
              type="date"
              {...fieldDescription(field('date'), { hint: true, error: fieldError('date') })}
              value={values.date}
              onChange={(event) => change({ date: event.target.value })}
            />
          </FormField>
          <div className="record-form__buttons">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary">
              {editing ? transferTexts.update : transferTexts.save}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
