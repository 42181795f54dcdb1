import { useEffect, useMemo, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { categoryModelOf, suggestCategory } from '../../db/learnedCategories';
import { checkAmountText } from '../../domain/amountInput';
import type { CategoryGuess, CategoryModel } from '../../domain/categoryModel';
import type { Cents } from '../../domain/money';
import { cleanPayee } from '../../domain/payees';
import type { IsoDate } from '../../domain/dates';
import type { TransactionKind } from '../../domain/records';
import { personNumberMarks } from '../../ui/personLocale';

/** What the add form holds that the learned model reads. */
export interface LearnedValues {
  kind: TransactionKind;
  amount: string;
  account: string;
  payee: string;
  description: string;
  date: string;
}

/**
 * The learned model's category for an entry being typed (issue 48, item 2), or undefined while it
 * is off, still being built, or not sure. Only offered: the form changes when the person takes it.
 */
export function useLearnedCategory(values: LearnedValues, off: boolean): CategoryGuess | undefined {
  const db = useDatabase();
  const [model, setModel] = useState<CategoryModel>();
  useEffect(() => {
    if (off || model) return;
    let current = true;
    categoryModelOf(db)
      .then((built) => {
        if (current) setModel(built);
      })
      .catch(() => undefined); // a model that cannot be built simply suggests nothing
    return () => {
      current = false;
    };
  }, [db, off, model]);
  const { kind, amount, account, payee, description, date } = values;
  return useMemo(() => {
    if (off || !model) return undefined;
    const checked = checkAmountText(amount.trim(), { label: 'Amount', minCents: 0, marks: personNumberMarks() });
    return suggestCategory(model, {
      trans_status: kind,
      payee: cleanPayee(payee),
      trans_details: description,
      amount_cents: ('cents' in checked ? checked.cents : 0) as Cents,
      account_id: account || undefined,
      date: date as IsoDate,
    });
  }, [off, model, kind, amount, account, payee, description, date]);
}
