import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { setBudget } from '../../db/commands/budgets';
import { refusalText } from '../../db/commands/CommandRefused';
import type { MonthKey } from '../../domain/dates';
import { maxTextLength, type BudgetRecord } from '../../domain/records';
import { InputField } from '../../ui/InputField';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { AmountField } from '../../ui/MoneyFields';
import { RecordFormModal } from '../../ui/RecordFormModal';
import { useRecordForm } from '../../ui/useRecordForm';
import { useCategoryOptions } from '../transactions/useCategoryOptions';
import { useFavoriteCurrency } from '../transactions/useFavoriteCurrency';
import { blankBudgetForm, budgetFormOf, checkBudgetForm } from './budgetForm';
import { budgetTexts } from './budgetTexts';
import './budgets.css';
import { rememberCurrencies } from '../accounts/ledgerSource';
import '../../ui/field-grid.css';

interface BudgetFormModalProps {
  /** The budget in effect to change; without it the modal adds one. */
  budget?: BudgetRecord;
  /** The month a change starts from unless the person picks another: the current one. */
  month: MonthKey;
  onClose: () => void;
}

/** The pause after "Budget saved." before the modal closes, as the other forms do (spec section 9). */
export const budgetCloseDelayMs = 1000;

/** Adding a budget and changing one both say "Budget saved.", and fail alike. */
const budgetFormTexts = {
  ...budgetTexts,
  updated: budgetTexts.added,
  addFailed: budgetTexts.saveFailed,
  updateFailed: budgetTexts.saveFailed,
};

/** Add a budget, or change one from a month on; saved locally and synced later. */
export function BudgetFormModal({ budget, month, onClose }: BudgetFormModalProps) {
  const db = useDatabase();
  const favorite = useFavoriteCurrency();
  const categories = useCategoryOptions('withdraw');
  const editing = budget !== undefined;
  const form = useRecordForm({
    editing,
    texts: budgetFormTexts,
    initial: () => (budget ? budgetFormOf(budget, month) : blankBudgetForm(month)),
    // Until the person picks one, the currency follows the favourite (which may still be loading).
    shown: (values) => ({ ...values, currency: values.currency || favorite || 'USD' }),
    check: checkBudgetForm,
    save: async (input) => {
      await setBudget(db, input, new Date());
      rememberCurrencies(db, input.currency);
    },
    refusal: refusalText,
    doneAfterMs: budgetCloseDelayMs,
    onDone: onClose,
  });
  const category = form.field('category');
  const rolloverId = `${form.id}-rollover`;

  return (
    <RecordFormModal form={form} onClose={onClose}>
      <InputField
        label="Category"
        list={`${category.id}-options`}
        autoComplete="off"
        maxLength={maxTextLength}
        readOnly={editing}
        // Adding starts with the category; changing one starts with its limit (AmountField's mark).
        data-autofocus={editing ? undefined : true}
        aria-required="true"
        {...category}
      >
        <datalist id={`${category.id}-options`}>
          {categories.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </InputField>
      <div className="field-grid">
        <AmountField label="Monthly limit" min="0.01" {...form.field('limit')} />
        <CurrencyPicker {...form.field('currency')} />
      </div>
      <InputField
        label="From month"
        hint={budgetTexts.fromHint}
        type="month"
        aria-required="true"
        {...form.field('month')}
      />
      <div className="budget-form__check">
        <input
          id={rolloverId}
          type="checkbox"
          aria-describedby={`${rolloverId}-hint`}
          checked={form.values.rollover}
          onChange={(event) => form.change({ rollover: event.target.checked })}
        />
        <label htmlFor={rolloverId}>Roll over what is left to the next month</label>
        <p className="form-hint" id={`${rolloverId}-hint`}>
          {budgetTexts.rolloverHint}
        </p>
      </div>
    </RecordFormModal>
  );
}
