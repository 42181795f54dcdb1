import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { CommandRefused, refusalText } from '../../db/commands/CommandRefused';
import { addRule, editRule, ruleCommandTexts } from '../../db/commands/rules';
import type { RuleRecord } from '../../domain/records';
import { maxPatternLength } from '../../domain/ruleRegex';
import { InputField } from '../../ui/InputField';
import { AccountPicker } from '../accounts/AccountPicker';
import { useAccountChoices } from '../accounts/useAccountChoices';
import { RecordFormModal } from '../../ui/RecordFormModal';
import { SelectField } from '../../ui/SelectField';
import { useRecordForm } from '../../ui/useRecordForm';
import { blankRuleForm, checkRuleForm, ruleFormOf, type RuleFormValues } from './ruleForm';
import { amountOpChoices, fieldChoices, rulesTexts as texts, textOpChoices } from './rulesTexts';
import '../../ui/field-grid.css';

/** The modal closes this long after a successful save, as the other record forms do. */
export const ruleCloseDelayMs = 1000;

const typeChoices = [
  { value: 'withdraw', label: 'Withdraw' },
  { value: 'deposit', label: 'Deposit' },
] as const;

/** Each field's first test, taken when the person picks the field. */
const firstOp = (field: RuleFormValues['field']) =>
  field === 'amount' ? 'equals' : field === 'payee' || field === 'description' ? 'contains' : 'equals';

/** Add or edit one rule: its first condition and what it sets; saved on the device and synced later. */
export function RuleFormModal({
  rule,
  draft,
  onClose,
}: {
  rule?: RuleRecord;
  /** A new rule's fields as the form opens (made from a transaction); without it, blank. */
  draft?: RuleFormValues;
  onClose: () => void;
}) {
  const db = useDatabase();
  const accounts = useAccountChoices();
  const form = useRecordForm({
    editing: rule !== undefined,
    texts,
    initial: () => (rule ? ruleFormOf(rule) : (draft ?? blankRuleForm())),
    check: (values) => checkRuleForm(values),
    save: async (input) => {
      if (!rule) return addRule(db, input, new Date());
      // The stored rule, not the one the list showed: another device may have changed or deleted it.
      const stored = await db.rules.get(rule.id);
      if (!stored) throw new CommandRefused(ruleCommandTexts.unknown);
      return editRule(db, stored, input);
    },
    refusal: refusalText,
    doneAfterMs: ruleCloseDelayMs,
    onDone: onClose,
  });
  const { values } = form;
  const textTest = values.field === 'payee' || values.field === 'description';
  const more = values.kept.conditions.length;
  return (
    <RecordFormModal form={form} onClose={onClose}>
      <InputField label={texts.nameLabel} maxLength={100} {...form.field('name')} />
      <div className="field-grid">
        <SelectField
          id={`${form.id}-field`}
          label={texts.fieldLabel}
          value={values.field}
          choices={fieldChoices}
          onChange={(field) =>
            form.change({
              field,
              op: firstOp(field),
              value: field === 'type' ? 'withdraw' : field === 'account' ? (accounts.choices[0]?.account.id ?? '') : '',
            })
          }
        />
        {(textTest || values.field === 'amount') && (
          <SelectField
            id={`${form.id}-op`}
            label={texts.opLabel}
            value={values.op}
            choices={textTest ? textOpChoices : amountOpChoices}
            onChange={(op) => form.change({ op })}
          />
        )}
        {values.field === 'account' ? (
          <AccountPicker
            id={`${form.id}-value`}
            label={texts.valueLabel}
            value={values.value || (accounts.choices[0]?.account.id ?? '')}
            choices={accounts.choices}
            onChange={(value) => form.change({ value })}
          />
        ) : values.field === 'type' ? (
          <SelectField
            id={`${form.id}-value`}
            label={texts.valueLabel}
            value={values.value === 'deposit' ? 'deposit' : 'withdraw'}
            choices={typeChoices}
            onChange={(value) => form.change({ value })}
          />
        ) : values.field === 'amount' && values.op === 'between' ? (
          <>
            <InputField label={texts.minLabel} inputMode="decimal" {...form.field('min')} />
            <InputField label={texts.maxLabel} inputMode="decimal" {...form.field('max')} />
          </>
        ) : (
          <InputField
            label={texts.valueLabel}
            aria-required="true"
            inputMode={values.field === 'amount' ? 'decimal' : undefined}
            maxLength={values.op === 'matches' ? maxPatternLength : 500}
            hint={
              values.op === 'matches'
                ? `A regular expression, case aside: no groups, at most 2 repeats, ${maxPatternLength} characters`
                : undefined
            }
            {...form.field('value')}
          />
        )}
      </div>
      {more > 0 && <p className="rule-form__note">{texts.moreConditions(more)}</p>}
      <InputField label={texts.categoryLabel} maxLength={500} {...form.field('category')} />
      <InputField label={texts.splitLabel} hint={texts.splitHint} maxLength={1000} {...form.field('split')} />
      <div className="field-grid">
        <InputField label={texts.payeeLabel} maxLength={100} {...form.field('payee')} />
        <InputField label={texts.tagsLabel} hint={texts.tagsHint} {...form.field('tags')} />
      </div>
      <label className="rule-form__check">
        <input
          type="checkbox"
          checked={values.enabled}
          onChange={(event) => form.change({ enabled: event.target.checked })}
        />
        {texts.enabledLabel}
      </label>
    </RecordFormModal>
  );
}
