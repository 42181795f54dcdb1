import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { listRules } from '../../db/queries/rules';
import { checkAmountText } from '../../domain/amountInput';
import type { Cents } from '../../domain/money';
import { cleanPayee } from '../../domain/payees';
import { matchRules, prepareRules } from '../../domain/ruleMatch';
import { normaliseTags, tagKey } from '../../domain/tags';
import type { TransactionKind } from '../../domain/records';
import { personNumberMarks } from '../../ui/personLocale';

/** What the add form holds that a rule looks at and sets. */
export interface SuggestionValues {
  kind: TransactionKind;
  amount: string;
  currency: string;
  account: string;
  payee: string;
  description: string;
  category: string;
  tags: string[];
  split: boolean;
}

/** What the rules would set that the form does not hold yet; undefined when nothing. */
export interface RuleSuggestion {
  category?: string;
  payee?: string;
  tags?: string[];
}

/**
 * The rules' suggestion for an entry being typed (issue 48, item 1: "on entry, as a suggestion the
 * person sees before saving"). It is only offered: nothing changes in the form until the person
 * takes it, so it never overrides what they chose. A split form takes no category from a rule.
 */
export function useRuleSuggestion(values: SuggestionValues, off: boolean): RuleSuggestion | undefined {
  const db = useDatabase();
  const records = useLiveQuery(() => (off ? [] : listRules(db).catch(() => [])), [db, off]);
  const rules = useMemo(() => prepareRules(records ?? []), [records]);
  const { kind, amount, currency, account, payee, description, category, tags, split } = values;
  return useMemo(() => {
    if (rules.length === 0) return undefined;
    const checked = checkAmountText(amount.trim(), { label: 'Amount', minCents: 0, marks: personNumberMarks() });
    const outcome = matchRules(rules, {
      payee: cleanPayee(payee),
      trans_details: description,
      amount_cents: ('cents' in checked ? checked.cents : -1) as Cents,
      account_id: account || undefined,
      trans_status: kind,
      currency,
    });
    const held = new Set(tags.map(tagKey));
    const newTags = normaliseTags(outcome.tags ?? []).filter((tag) => !held.has(tagKey(tag)));
    const suggestion: RuleSuggestion = {
      ...(outcome.category !== undefined && !split && outcome.category !== category.trim()
        ? { category: outcome.category }
        : {}),
      ...(outcome.payee !== undefined && outcome.payee !== cleanPayee(payee) ? { payee: outcome.payee } : {}),
      ...(newTags.length > 0 ? { tags: newTags } : {}),
    };
    return Object.keys(suggestion).length > 0 ? suggestion : undefined;
  }, [rules, kind, amount, currency, account, payee, description, category, tags, split]);
}
