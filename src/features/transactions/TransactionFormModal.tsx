import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { addTransaction, updateTransaction } from '../../db/commands/transactions';
import { todayIn } from '../../domain/dates';
import { maxTextLength, type TransactionKind, type TransactionRecord } from '../../domain/records';
import { Banner } from '../../ui/Banner';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { fieldDescription, FormField } from '../../ui/FormField';
import { AmountField } from '../../ui/MoneyFields';
import { Modal } from '../../ui/Modal';
import { useSaving } from '../../ui/useSaving';
import { CategoryField } from './CategoryField';
import { recallQuickEntry, rememberQuickEntry } from './quickEntryMemory';
import { blankForm, checkTransactionForm, formOf, type TransactionFormValues } from './transactionForm';
import { transactionTexts } from './transactionTexts';
import { TransactionTypeSwitch } from './TransactionTypeSwitch';
import { useCategoryOptions } from './useCategoryOptions';
import { useFavoriteCurrency } from './useFavoriteCurrency';
import '../../ui/record-form.css';

interface TransactionFormModalProps {
  /** The transaction to edit; without it the modal adds a new one. */
  transaction?: TransactionRecord;
  /** The type a new transaction starts with. */
  initialKind?: TransactionKind;
  onClose: () => void;
  /** Runs 1 second after a successful save (spec section 9); the caller usually closes the modal. */
  onSuccess: () => void;
}

/** Spec section 9: the pause between the success message and the success handler. */
export const successDelayMs = 1000;

/** Add or edit one transaction; it is saved to the local database and synced later. */
export function TransactionFormModal({
  transaction,
  initialKind = 'deposit',
  onClose,
  onSuccess,
}: TransactionFormModalProps) {
  const db = useDatabase();
  const favorite = useFavoriteCurrency();
  const id = useId();
  const editing = transaction !== undefined;
  // A new transaction starts with this device's last currency and the type's last category (issue 18
  // section 4); with nothing remembered it opens as the spec says: the favourite currency, no category.
  const [memory] = useState(() => (transaction ? undefined : recallQuickEntry(db.name)));
  const [values, setValues] = useState<TransactionFormValues>(() =>
    transaction
      ? formOf(transaction)
      : {
          ...blankForm(initialKind),
          currency: memory?.currency ?? '',
          category: memory?.category[initialKind] ?? '',
        },
  );
  // Once the person used the currency picker, its choice stands, even none (a search matching nothing).
  const [currencyPicked, setCurrencyPicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The field the error is about: it is marked invalid and shows the text beside it.
  const [errorField, setErrorField] = useState<string | undefined>(undefined);
  const fieldError = (name: string) => (error !== null && errorField === name ? error : undefined);
  const { busy, save } = useSaving();
  const [saved, setSaved] = useState(false);
  const categories = useCategoryOptions(values.kind);
  const onSuccessRef = useRef(onSuccess);
  // Until the person picks one, the currency follows the favorite (which may still be loading).
  const currency = currencyPicked ? values.currency : values.currency || favorite || 'USD';

  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onSuccessRef.current(), successDelayMs);
    return () => clearTimeout(timer);
  }, [saved]);

  /** A new type brings its own remembered category, unless the person typed one of their own. */
  function changeKind(kind: TransactionKind) {
    const remembered = memory?.category;
    const untouched = values.category === '' || values.category === remembered?.[values.kind];
    change(untouched && remembered ? { kind, category: remembered[kind] ?? '' } : { kind });
  }

  function change(patch: Partial<TransactionFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
    setErrorField(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkTransactionForm({ ...values, currency }, todayIn(new Date()));
    if (checked.error !== undefined) {
      setError(checked.error);
      setErrorField(checked.field);
      return;
    }
    await save(async () => {
      try {
        if (transaction) await updateTransaction(db, transaction, checked.input);
        else {
          await addTransaction(db, checked.input, new Date());
          rememberQuickEntry(db.name, checked.input);
        }
        setSaved(true);
      } catch {
        setError(editing ? transactionTexts.updateFailed : transactionTexts.addFailed);
      }
    });
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <Modal title={editing ? transactionTexts.editTitle : transactionTexts.addTitle} onClose={onClose}>
      <form className="form transaction-form" noValidate onSubmit={(event) => void submit(event)}>
        {error && <Banner variant="error">{error}</Banner>}
        {saved && <Banner variant="success">{editing ? transactionTexts.updated : transactionTexts.added}</Banner>}
        <fieldset className="record-form__fields" disabled={busy || saved}>
          <TransactionTypeSwitch value={values.kind} onChange={changeKind} />
          <div className="record-form__row">
            <AmountField
              id={field('amount')}
              value={values.amount}
              error={fieldError('amount')}
              onChange={(amount) => change({ amount })}
            />
            <CurrencyPicker
              id={field('currency')}
              value={currency}
              error={fieldError('currency')}
              onChange={(code) => {
                setCurrencyPicked(true);
                change({ currency: code });
              }}
            />
          </div>
          <CategoryField
            id={field('category')}
            value={values.category}
            options={categories}
            error={fieldError('category')}
            onChange={(category) => change({ category })}
          />
          <FormField htmlFor={field('description')} label="Description" error={fieldError('description')}>
            <input
              id={field('description')}
              className="form-input"
              {...fieldDescription(field('description'), { error: fieldError('description') })}
              maxLength={maxTextLength}
              value={values.description}
              onChange={(event) => change({ description: event.target.value })}
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
              {editing ? 'Update Transaction' : 'Add Transaction'}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
