import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { addScheduled, updateScheduled } from '../../db/commands/scheduled';
import { scheduledById } from '../../db/queries/scheduled';
import { maxTextLength, type ScheduledRecord } from '../../domain/records';
import { Banner } from '../../ui/Banner';
import { fieldDescription, FormField } from '../../ui/FormField';
import { AmountField, CurrencyField } from '../../ui/MoneyFields';
import { Modal } from '../../ui/Modal';
import { useSaving } from '../../ui/useSaving';
import { CategoryField } from '../transactions/CategoryField';
import { TransactionTypeSwitch } from '../transactions/TransactionTypeSwitch';
import { useCategoryOptions } from '../transactions/useCategoryOptions';
import { useFavoriteCurrency } from '../transactions/useFavoriteCurrency';
import { blankScheduledForm, checkScheduledForm, scheduledFormOf, type ScheduledFormValues } from './scheduledForm';
import { scheduledTexts } from './scheduledTexts';
import '../../ui/record-form.css';

interface ScheduledFormModalProps {
  /** The item to edit; without it the modal adds a new one. */
  item?: ScheduledRecord;
  onClose: () => void;
}

/** Spec section 9: the modal closes this long after a successful save. */
export const scheduledCloseDelayMs = 800;

const days = Array.from({ length: 31 }, (_, i) => i + 1);

/** Add or edit one scheduled transaction; closes on Escape or a backdrop click (the Modal's own rules). */
export function ScheduledFormModal({ item, onClose }: ScheduledFormModalProps) {
  const db = useDatabase();
  const favorite = useFavoriteCurrency();
  const id = useId();
  const editing = item !== undefined;
  const [values, setValues] = useState<ScheduledFormValues>(() =>
    item ? scheduledFormOf(item) : blankScheduledForm(),
  );
  const [error, setError] = useState<string | null>(null);
  // The field the error is about: it is marked invalid and shows the text beside it.
  const [errorField, setErrorField] = useState<string | undefined>(undefined);
  const fieldError = (name: string) => (error !== null && errorField === name ? error : undefined);
  const { busy, save } = useSaving();
  const [saved, setSaved] = useState(false);
  const categories = useCategoryOptions(values.kind);
  const onCloseRef = useRef(onClose);
  // Until the person picks one, the currency follows the favorite (which may still be loading).
  const currency = values.currency || favorite || 'USD';

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onCloseRef.current(), scheduledCloseDelayMs);
    return () => clearTimeout(timer);
  }, [saved]);

  function change(patch: Partial<ScheduledFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
    setErrorField(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkScheduledForm({ ...values, currency });
    if (checked.error !== undefined) {
      setError(checked.error);
      setErrorField(checked.field);
      return;
    }
    await save(async () => {
      try {
        if (item) {
          // The stored item keeps its creation time, which decides the first month it fires.
          const current = await scheduledById(db, item.id);
          if (!current) throw new Error('The scheduled transaction is gone');
          await updateScheduled(db, current, checked.input);
        } else {
          await addScheduled(db, checked.input, new Date());
        }
        setSaved(true);
      } catch {
        setError(editing ? scheduledTexts.updateFailed : scheduledTexts.addFailed);
      }
    });
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <Modal title={editing ? scheduledTexts.editTitle : scheduledTexts.addTitle} onClose={onClose}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {error && <Banner variant="error">{error}</Banner>}
        {saved && <Banner variant="success">{editing ? scheduledTexts.updated : scheduledTexts.added}</Banner>}
        <fieldset className="record-form__fields" disabled={busy || saved}>
          <TransactionTypeSwitch value={values.kind} onChange={(kind) => change({ kind })} />
          <div className="record-form__row">
            <AmountField
              id={field('amount')}
              min="0.01"
              value={values.amount}
              error={fieldError('amount')}
              onChange={(amount) => change({ amount })}
            />
            <CurrencyField
              id={field('currency')}
              value={currency}
              error={fieldError('currency')}
              onChange={(code) => change({ currency: code })}
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
          <div className="record-form__row">
            <FormField
              htmlFor={field('day')}
              label="Day of Month"
              hint="In shorter months: their last day."
              error={fieldError('day')}
            >
              <select
                id={field('day')}
                className="form-input"
                aria-required="true"
                {...fieldDescription(field('day'), { hint: true, error: fieldError('day') })}
                value={values.day}
                onChange={(event) => change({ day: event.target.value })}
              >
                <option value="">Select a day</option>
                {days.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField htmlFor={field('status')} label="Status">
              <select
                id={field('status')}
                className="form-input"
                value={values.active ? 'active' : 'inactive'}
                onChange={(event) => change({ active: event.target.value === 'active' })}
              >
                <option value="active">{scheduledTexts.active}</option>
                <option value="inactive">{scheduledTexts.inactive}</option>
              </select>
            </FormField>
          </div>
          <div className="record-form__buttons">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary">
              {editing ? 'Update Scheduled' : 'Add Scheduled'}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
