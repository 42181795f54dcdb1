import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { setBudget } from '../../db/commands/budgets';
import { CommandRefused } from '../../db/commands/CommandRefused';
import type { MonthKey } from '../../domain/dates';
import { maxTextLength, type BudgetRecord } from '../../domain/records';
import { Banner } from '../../ui/Banner';
import { fieldDescription, FormField } from '../../ui/FormField';
import { AmountField, CurrencyField } from '../../ui/MoneyFields';
import { Modal } from '../../ui/Modal';
import { useSaving } from '../../ui/useSaving';
import { useCategoryOptions } from '../transactions/useCategoryOptions';
import { useFavoriteCurrency } from '../transactions/useFavoriteCurrency';
import { blankBudgetForm, budgetFormOf, checkBudgetForm, type BudgetFormValues } from './budgetForm';
import { budgetTexts } from './budgetTexts';
import '../../ui/record-form.css';
import './budgets.css';

interface BudgetFormModalProps {
  /** The budget in effect to change; without it the modal adds one. */
  budget?: BudgetRecord;
  /** The month a change starts from unless the person picks another: the current one. */
  month: MonthKey;
  onClose: () => void;
}

/** The pause after "Budget saved." before the modal closes, as the other forms do (spec section 9). */
export const budgetCloseDelayMs = 1000;

/** Add a budget, or change one from a month on; saved locally and synced later. */
export function BudgetFormModal({ budget, month, onClose }: BudgetFormModalProps) {
  const db = useDatabase();
  const favorite = useFavoriteCurrency();
  const categories = useCategoryOptions('withdraw');
  const id = useId();
  const editing = budget !== undefined;
  const [values, setValues] = useState<BudgetFormValues>(() =>
    budget ? budgetFormOf(budget, month) : blankBudgetForm(month),
  );
  const [error, setError] = useState<{ text: string; field?: keyof BudgetFormValues } | null>(null);
  const { busy, save } = useSaving();
  const [saved, setSaved] = useState(false);
  const onCloseRef = useRef(onClose);
  // Until the person picks one, the currency follows the favourite (which may still be loading).
  const currency = values.currency || favorite || 'USD';
  const fieldError = (name: keyof BudgetFormValues) => (error?.field === name ? error.text : undefined);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onCloseRef.current(), budgetCloseDelayMs);
    return () => clearTimeout(timer);
  }, [saved]);

  function change(patch: Partial<BudgetFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkBudgetForm({ ...values, currency });
    if (checked.error !== undefined) {
      setError({ text: checked.error, field: checked.field });
      return;
    }
    await save(async () => {
      try {
        await setBudget(db, checked.input, new Date());
        setSaved(true);
      } catch (caught) {
        setError({ text: caught instanceof CommandRefused ? caught.message : budgetTexts.saveFailed });
      }
    });
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <Modal title={editing ? budgetTexts.editTitle : budgetTexts.addTitle} onClose={onClose}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {error && <Banner variant="error">{error.text}</Banner>}
        {saved && <Banner variant="success">{budgetTexts.added}</Banner>}
        <fieldset className="record-form__fields" disabled={busy || saved}>
          <FormField htmlFor={field('category')} label="Category" error={fieldError('category')}>
            <input
              id={field('category')}
              className="form-input"
              list={field('categories')}
              autoComplete="off"
              maxLength={maxTextLength}
              readOnly={editing}
              // Adding starts with the category; changing one starts with its limit (AmountField's mark).
              data-autofocus={editing ? undefined : true}
              aria-required="true"
              {...fieldDescription(field('category'), { error: fieldError('category') })}
              value={values.category}
              onChange={(event) => change({ category: event.target.value })}
            />
            <datalist id={field('categories')}>
              {categories.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </FormField>
          <div className="record-form__row">
            <AmountField
              id={field('limit')}
              label="Monthly limit"
              min="0.01"
              value={values.limit}
              error={fieldError('limit')}
              onChange={(limit) => change({ limit })}
            />
            <CurrencyField
              id={field('currency')}
              value={currency}
              error={fieldError('currency')}
              onChange={(code) => change({ currency: code })}
            />
          </div>
          <FormField
            htmlFor={field('month')}
            label="From month"
            hint={budgetTexts.fromHint}
            error={fieldError('month')}
          >
            <input
              id={field('month')}
              className="form-input"
              type="month"
              aria-required="true"
              {...fieldDescription(field('month'), { hint: true, error: fieldError('month') })}
              value={values.month}
              onChange={(event) => change({ month: event.target.value })}
            />
          </FormField>
          <div className="budget-form__check">
            <input
              id={field('rollover')}
              type="checkbox"
              aria-describedby={`${field('rollover')}-hint`}
              checked={values.rollover}
              onChange={(event) => change({ rollover: event.target.checked })}
            />
            <label htmlFor={field('rollover')}>Roll over what is left to the next month</label>
            <p className="form-hint" id={`${field('rollover')}-hint`}>
              {budgetTexts.rolloverHint}
            </p>
          </div>
          <div className="record-form__buttons">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary">
              {editing ? 'Update Budget' : 'Add Budget'}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
