import { mergePayee, renamePayee } from '../../db/commands/payees';
import type { PayeeSummary } from '../../db/queries/payees';
import { maxPayeeLength } from '../../domain/payees';
import { NameMovePage } from '../categories/NameMovePage';
import { payeesTexts as texts } from './payeesTexts';
import { usePayeeSummaries } from './usePayeeSummaries';

/** A payee's row counts the scheduled items naming it too, since a rename rewrites them as well. */
const payeeEntry = ({ payee, count, scheduled }: PayeeSummary) => ({
  name: payee,
  figures: texts.transactions(count) + (scheduled > 0 ? `, ${texts.scheduled(scheduled)}` : ''),
  total: count + scheduled,
});

/** Issue 45 item 2: every payee in use with its counts, renamed or merged like the categories. */
export function PayeesPage() {
  const payees = usePayeeSummaries();
  const moves = { rename: renamePayee, merge: mergePayee };
  return (
    <NameMovePage texts={texts} entries={payees && payees.map(payeeEntry)} maxLength={maxPayeeLength} moves={moves} />
  );
}
