import { useEffect, useRef, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { runUndoably } from '../../app/undo/undoable';
import { refusalText } from '../../db/commands/CommandRefused';
import { deleteRule, moveRule } from '../../db/commands/rules';
import type { RuleRecord } from '../../domain/records';
import { AddButton } from '../../ui/AddButton';
import { LoadedContent } from '../../ui/LoadedContent';
import { RecordsPage } from '../../ui/RecordsPage';
import { RowActions } from '../../ui/RowActions';
import { useRowRemoval } from '../../ui/useRowRemoval';
import { ruleFormFromTransaction, type RuleFormValues } from './ruleForm';
import { RuleFormModal } from './RuleFormModal';
import { RunRulesSection } from './RunRulesSection';
import { ruleSummary } from './ruleSummary';
import { rulesTexts as texts } from './rulesTexts';
import { useRules } from './useRules';
import { useAccounts } from '../accounts/useAccounts';
import '../../ui/record-list.css';
import './rules.css';

type Editing = { rule: RuleRecord } | { draft: RuleFormValues } | 'new' | null;

/**
 * Issue 48 item 1: the person's rules in the order they run, each added, edited, moved up or down
 * and deleted (undoably) on the device, so the screen works offline like the rest.
 */
export function RulesPage({ from }: { from?: string }) {
  const db = useDatabase();
  const rules = useRules();
  const accounts = useAccounts();
  // A rule of an account no longer on the device still reads as one.
  const accountName = (id: string) =>
    accounts?.find((summary) => summary.account.id === id)?.account.name ?? 'an account';
  const [editing, setEditing] = useState<Editing>(null);
  // "Make a rule from this" (/rules?from=<id>): the form opens filled from that transaction.
  useEffect(() => {
    if (!from) return;
    let current = true;
    db.transactions
      .get(from)
      .then((record) => {
        if (current && record) setEditing({ draft: ruleFormFromTransaction(record) });
      })
      .catch(() => undefined); // a transaction that cannot be read simply opens no form
    return () => {
      current = false;
    };
  }, [db, from]);
  const { listRef, removeRow } = useRowRemoval();
  const moving = useRef(false);

  const remove = (rule: RuleRecord) =>
    removeRow(
      rule.id,
      { confirmDelete: texts.confirmDelete, deleteFailed: (caught) => refusalText(caught) ?? texts.deleteFailed },
      () => runUndoably(db, texts.deleted, () => deleteRule(db, rule.id)),
    );

  async function move(rule: RuleRecord, by: -1 | 1, button: HTMLButtonElement) {
    if (moving.current) return;
    moving.current = true;
    try {
      await moveRule(db, rule.id, by);
      // The row moved: the focus follows the button the person pressed, so a run of presses keeps going.
      requestAnimationFrame(() => button.focus());
    } catch (caught) {
      window.alert(refusalText(caught) ?? texts.moveFailed);
    } finally {
      moving.current = false;
    }
  }

  const addButton = (text: string) => <AddButton onClick={() => setEditing('new')}>{text}</AddButton>;

  return (
    <RecordsPage block="rules-page" texts={texts} addButton={addButton(texts.add)}>
      <LoadedContent data={rules} isEmpty={(list) => list.length === 0} texts={texts}>
        {(list) => (
          <section className="card rules-list" aria-label={texts.listName} ref={listRef} tabIndex={-1}>
            <ol className="rules-list__items">
              {list.map((rule, index) => {
                const summary = ruleSummary(rule, accountName);
                return (
                  <li key={rule.id} className="rules-list__item" data-row-id={rule.id}>
                    <div className="rules-list__text">
                      <p className="rules-list__title">
                        {summary.title}
                        {!rule.enabled && <span className="rules-list__off"> ({texts.disabled})</span>}
                      </p>
                      <p className="rules-list__detail">{summary.when}</p>
                      <p className="rules-list__detail">{summary.then}</p>
                    </div>
                    <RowActions
                      name={summary.title}
                      onEdit={() => setEditing({ rule })}
                      onDelete={() => void remove(rule)}
                    >
                      {(
                        [
                          [-1, texts.moveUp, index === 0],
                          [1, texts.moveDown, index === list.length - 1],
                        ] as const
                      ).map(([by, label, edge]) => (
                        <button
                          key={label}
                          type="button"
                          className="button button--secondary row-actions__button"
                          disabled={edge}
                          onClick={(event) => void move(rule, by, event.currentTarget)}
                        >
                          {label}
                          <span className="visually-hidden"> {summary.title}</span>
                        </button>
                      ))}
                    </RowActions>
                  </li>
                );
              })}
            </ol>
          </section>
        )}
      </LoadedContent>
      {rules?.length === 0 && <div className="rules-page__start">{addButton(texts.emptyAction)}</div>}
      {rules && rules.length > 0 && <RunRulesSection />}
      {editing && (
        <RuleFormModal
          key={editing === 'new' || 'draft' in editing ? 'new' : editing.rule.id}
          rule={editing !== 'new' && 'rule' in editing ? editing.rule : undefined}
          draft={editing !== 'new' && 'draft' in editing ? editing.draft : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </RecordsPage>
  );
}
