import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { offerUndo } from '../../app/undo/undoStack';
import {
  deleteTransactions,
  editTransactions,
  restoreTransactions,
  type BulkChange,
} from '../../db/commands/bulkEdits';
import type { BulkFields } from '../../db/commands/bulkFields';
import { moveTransactions } from '../../db/commands/accountEdits';
import { refusalText } from '../../db/commands/CommandRefused';
import type { IsoDate } from '../../domain/dates';
import { accountChoiceLabel } from '../accounts/accountChoices';
import { useAccountChoices } from '../accounts/useAccountChoices';
import { bulkTexts, type BulkField } from './bulkTexts';
import { useCategoryOptions } from './useCategoryOptions';
import { usePayeeOptions } from './usePayeeOptions';
import { useTagOptions } from './useTagOptions';
import type { RowSelection } from './useRowSelection';
import './bulk-edit.css';
import { askToConfirm } from '../../ui/confirmDialog';
import { MakeRuleLink } from '../rules/MakeRuleLink';
import { bulkRuleSource } from './bulkRuleSource';

interface BulkEditBarProps {
  selection: RowSelection;
  /** Every transaction the filters match, once the whole page is selected; more than selected offers "Select all N". */
  matchingIds: readonly string[] | undefined;
  /** Told what each command changed, so an undo (issue 46, item 7) can put it back as one more command. */
  onChanged?: (change: BulkChange) => void;
}

/**
 * The bar of a bulk edit (issue 46, item 6), shown while transactions are selected: a new category,
 * account, payee or date for all of them, a tag added to each, or their deletion, each one command,
 * offline as online. It sticks to the bottom of the view and wraps down to 320 px.
 */
export function BulkEditBar({ selection, matchingIds, onChanged }: BulkEditBarProps) {
  const db = useDatabase();
  const idBase = useId();
  const [field, setField] = useState<BulkField>('category');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // After a category change of rows of one payee: the transaction a rule of that change starts from.
  const [ruleFrom, setRuleFrom] = useState<string>();
  const count = selection.selected.size;
  if (count === 0 && !failure && !ruleFrom) return null;

  /** With `offerRule`, a rule of the change is offered after it when the rows share a payee. */
  async function run(
    command: (ids: string[]) => Promise<BulkChange>,
    done: (count: number) => string,
    offerRule = false,
  ) {
    const ids = [...selection.selected];
    setBusy(true);
    try {
      const change = await command(ids);
      // The undo toast says what changed, once: the bar saying it too was heard twice.
      offerUndo({ message: done(ids.length), undo: () => restoreTransactions(db, change) });
      onChanged?.(change);
      selection.clear();
      setValue('');
      setFailure(undefined);
      setRuleFrom(undefined);
      if (offerRule) setRuleFrom(bulkRuleSource(await db.transactions.bulkGet(ids)));
    } catch (caught) {
      setFailure(refusalText(caught) ?? bulkTexts.failed);
    } finally {
      setBusy(false);
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const chosen = value;
    if ((field === 'account' || field === 'date') && chosen === '') return;
    void run(
      (ids) =>
        field === 'account' ? moveTransactions(db, ids, chosen) : editTransactions(db, ids, bulkFields(field, chosen)),
      bulkTexts.changed,
      field === 'category' && chosen.trim() !== '',
    );
  }

  async function remove() {
    if (!(await askToConfirm(bulkTexts.confirmDelete(count), { confirmLabel: 'Delete' }))) return;
    void run((ids) => deleteTransactions(db, ids), bulkTexts.deleted);
  }

  const valueId = `${idBase}-value`;
  const more = matchingIds && matchingIds.length > count ? matchingIds : undefined;
  return (
    <section className="bulk-bar" aria-label={bulkTexts.barLabel} aria-busy={busy}>
      <p className="bulk-bar__count" aria-live="polite">
        {count > 0 ? bulkTexts.selected(count) : null}
        {failure && (
          <span className="bulk-bar__failed" role="alert">
            {' '}
            {failure}
          </span>
        )}
      </p>
      {/* Hidden, not dropped, while rows are selected: a new change replaces it. */}
      {count === 0 && ruleFrom && <MakeRuleLink transactionId={ruleFrom} />}
      {count > 0 && (
        <>
          {more && (
            <button type="button" className="button button--secondary" onClick={() => selection.selectAll(more)}>
              {bulkTexts.selectAll(more.length)}
            </button>
          )}
          <form className="bulk-bar__form" onSubmit={apply}>
            <select
              aria-label={bulkTexts.change}
              value={field}
              onChange={(event) => {
                setField(event.target.value as BulkField);
                setValue('');
              }}
            >
              {Object.entries(bulkTexts.fields).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
            <label className="visually-hidden" htmlFor={valueId}>
              {bulkTexts.valueLabels[field]}
            </label>
            <BulkValueField id={valueId} field={field} value={value} onChange={setValue} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? bulkTexts.applying : bulkTexts.apply}
            </button>
          </form>
          <button type="button" className="button button--secondary" onClick={() => void remove()} disabled={busy}>
            {bulkTexts.delete}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setRuleFrom(undefined); // the offer of the last change goes with the selection given up
              selection.clear();
            }}
            disabled={busy}
          >
            {bulkTexts.clear}
          </button>
        </>
      )}
    </section>
  );
}

function bulkFields(field: Exclude<BulkField, 'account'>, value: string): BulkFields {
  if (field === 'date') return { date: value as IsoDate };
  if (field === 'payee') return { payee: value };
  if (field === 'addTag') return { addTag: value };
  return { category: value };
}

interface BulkValueFieldProps {
  id: string;
  field: BulkField;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The new value's field: a category (suggesting those of both types), a payee or a tag (suggesting
 * those in use), an account, or a date. Its
 * reads run only while the bar shows it, so the list pays for none of them while nothing is selected.
 */
function BulkValueField({ id, field, value, onChange }: BulkValueFieldProps) {
  const accounts = useAccountChoices();
  const categories = [...new Set([...useCategoryOptions('withdraw'), ...useCategoryOptions('deposit')])];
  const suggestions = { category: categories, payee: usePayeeOptions(), addTag: useTagOptions(), date: [] };
  const firstAccount = accounts.choices[0]?.account.id;
  useEffect(() => {
    if (field === 'account' && value === '' && firstAccount) onChange(firstAccount);
  }, [field, value, firstAccount, onChange]);
  if (field === 'account') {
    return (
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {accounts.choices.map((summary) => (
          <option key={summary.account.id} value={summary.account.id}>
            {accountChoiceLabel(summary)}
          </option>
        ))}
      </select>
    );
  }
  return (
    <>
      <input
        id={id}
        type={field === 'date' ? 'date' : 'text'}
        list={field === 'date' ? undefined : `${id}-suggestions`}
        value={value}
        required={field === 'date'}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions[field].map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
