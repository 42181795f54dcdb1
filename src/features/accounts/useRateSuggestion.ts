import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { rateTableFor } from '../../db/queries/transfers';
import { checkAmountText } from '../../domain/amountInput';
import { isIsoDate, type IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { RateBook } from '../../domain/rates';
import { personNumberMarks } from '../../ui/personLocale';

/**
 * The typed amount in the account's currency at the stored rate of its day (issue 44 item 2: "from
 * the day's rate as a suggestion"); undefined while the amount is not valid or no rate is stored.
 * The rates are read only while the currencies differ, and a failed read only means no suggestion.
 */
export function useRateSuggestion(
  amountText: string,
  from: string,
  to: string | undefined,
  dateText: string,
  today: IsoDate,
): Cents | undefined {
  const db = useDatabase();
  const date = isIsoDate(dateText) ? dateText : today;
  const differs = to !== undefined && to !== from;
  const table = useLiveQuery(
    async () => (differs ? await rateTableFor(db, date).catch(() => undefined) : undefined),
    [db, date, differs],
  );
  if (!differs || !table) return undefined;
  const checked = checkAmountText(amountText.trim(), { label: '', minCents: 0, marks: personNumberMarks() });
  if (!('cents' in checked)) return undefined;
  return new RateBook([table]).convert(checked.cents, from, to, date);
}
