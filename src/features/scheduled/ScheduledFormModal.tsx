import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { refusalText } from '../../db/commands/CommandRefused';
import { addScheduled, updateScheduled } from '../../db/commands/scheduled';
import { scheduledById } from '../../db/queries/scheduled';
import { stillStored } from '../../db/queries/stillStored';
import { maxTextLength, type ScheduledRecord } from '../../domain/records';
import { fieldDescription, FormField } from '../../ui/FormField';
import { InputField } from '../../ui/InputField';
import { AmountField } from '../../ui/MoneyFields';
import { RecordFormModal } from '../../ui/RecordFormModal';
import { useRecordForm } from '../../ui/useRecordForm';
import { AccountOrCurrencyField } from '../accounts/AccountOrCurrencyField';
import { useRecordAccount } from '../accounts/useRecordAccount';
import { CategoryOrSplit } from '../transactions/CategoryOrSplit';
import { PayeeField } from '../transactions/PayeeField';
import { TransactionTypeSwitch } from '../transactions/TransactionTypeSwitch';
import { useCategoryOptions } from '../transactions/useCategoryOptions';
import { useFavoriteCurrency } from '../transactions/useFavoriteCurrency';
import { usePayeeCategory } from '../transactions/usePayeeCategory';
import { usePayeeOptions } from '../transactions/usePayeeOptions';
import { useTagOptions } from '../transactions/useTagOptions';
import { blankScheduledForm, checkScheduledForm, scheduledFormOf } from './scheduledForm';
import { scheduledTexts } from './scheduledTexts';
import { ValueOptions } from '../../ui/ValueOptions';
import { useState } from 'react';
import { todayIn } from '../../domain/dates';
import { RepeatFields } from './RepeatFields';
import { rememberCurrencies } from '../accounts/ledgerSource';
import '../../ui/field-grid.css';

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
  const account = useRecordAccount(item);
  const form = useRecordForm({
    editing: item !== undefined,
    texts: scheduledTexts,
    initial: () => (item ? scheduledFormOf(item) : blankScheduledForm()),
    // Until the person picks one, the currency follows the favorite (which may still be loading).
    shown: (values) => ({ ...values, currency: account.currency ?? (values.currency || favorite || 'USD') }),
    check: checkScheduledForm,
    // The stored item keeps its creation time, which decides the first month it fires.
    save: async (input) => {
      await (item
        ? updateScheduled(db, await stillStored(scheduledById(db, item.id)), { ...input, account_id: account.saved })
        : addScheduled(db, { ...input, account_id: account.saved }, new Date()));
      rememberCurrencies(db, input.currency);
    },
    refusal: refusalText,
    doneAfterMs: scheduledCloseDelayMs,
    onDone: onClose,
  });
  const { values, change } = form;
  const categories = useCategoryOptions(values.kind);
  const payees = usePayeeOptions();
  const tagOptions = useTagOptions();
  const payeeCategory = usePayeeCategory(item !== undefined);
  const dayField = form.field('day');
  const [today] = useState(() => todayIn(new Date()));

  return (
    <RecordFormModal form={form} onClose={onClose}>
      <TransactionTypeSwitch value={values.kind} onChange={(kind) => change({ kind })} />
      <div className="field-grid">
        <AmountField min="0.01" {...form.field('amount')} />
        <AccountOrCurrencyField id={`${form.id}-account`} account={account} currency={form.field('currency')} />
      </div>
      <PayeeField
        {...form.field('payee')}
        onChange={(payee) => {
          change({ payee });
          payeeCategory.payeeChanged(payee, values.kind, (category) => change({ category }));
        }}
        options={payees}
      />
      <CategoryOrSplit
        id={form.id}
        total={values.amount}
        category={form.field('category')}
        onCategoryChange={(category) => {
          payeeCategory.categoryChosen();
          change({ category });
        }}
        parts={values.parts}
        onSplitChange={change}
        categoryOptions={categories}
        tagOptions={tagOptions}
        suggested={payeeCategory.suggested}
      />
      <InputField label="Description" maxLength={maxTextLength} {...form.field('description')} />
      <RepeatFields
        id={`${form.id}-repeat`}
        value={values.repeat}
        onChange={(repeat) => change({ repeat })}
        error={form.errorOf('repeat')}
        today={today}
      />
      <div className="field-grid">
        {values.repeat.freq === '' && (
          <FormField
            htmlFor={dayField.id}
            label="Day of Month"
            hint="In shorter months: their last day."
            error={dayField.error}
          >
            <select
              id={dayField.id}
              className="form-input"
              aria-required="true"
              {...fieldDescription(dayField.id, { hint: true, error: dayField.error })}
              value={dayField.value}
              onChange={(event) => dayField.onChange(event.target.value)}
            >
              <option value="">Select a day</option>
              <ValueOptions values={days} />
            </select>
          </FormField>
        )}
        <FormField htmlFor={`${form.id}-status`} label="Status">
          <select
            id={`${form.id}-status`}
            className="form-input"
            value={values.active ? 'active' : 'inactive'}
            onChange={(event) => change({ active: event.target.value === 'active' })}
          >
            <option value="active">{scheduledTexts.active}</option>
            <option value="inactive">{scheduledTexts.inactive}</option>
          </select>
        </FormField>
      </div>
    </RecordFormModal>
  );
}
