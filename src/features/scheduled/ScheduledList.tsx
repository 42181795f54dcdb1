import type { ScheduledRecord } from '../../domain/records';
import { Placeholder, RecordList, type RecordColumn } from '../../ui/RecordList';
import { SignedAmount } from '../../ui/SignedAmount';
import { PayeeAndDescription } from '../transactions/PayeeAndDescription';
import { SplitCategory } from '../transactions/SplitCategory';
import { transactionTexts, typeLabel } from '../transactions/transactionTexts';
import { ScheduledActions, type ScheduledHandlers } from './ScheduledActions';
import { daySummary } from './ruleSummary';
import { scheduledTexts } from './scheduledTexts';

interface ScheduledListProps extends ScheduledHandlers {
  rows: readonly ScheduledRecord[];
}

const columns: readonly RecordColumn[] = [
  { label: 'Day' },
  { label: 'Type' },
  { label: 'Amount', kind: 'number' },
  { label: 'Currency' },
  { label: 'Category' },
  { label: 'Description', kind: 'text' },
  { label: 'Actions' },
];

/** '+12.50' for income, '-12.50' for an expense, as in the transactions list. */
function Amount({ item }: { item: ScheduledRecord }) {
  return (
    <SignedAmount
      income={item.scheduled_trans_status === 'deposit'}
      cents={item.amount_cents}
      currency={item.currency}
    />
  );
}

/** The description cell leads with the payee, as the transactions list does (issue 45). */
const payeeAndDetails = ({ payee, scheduled_trans_details }: ScheduledRecord) => ({
  ...(payee !== undefined && { payee }),
  trans_details: scheduled_trans_details,
});

/** The recurring transactions, a paused one set apart. */
export function ScheduledList({ rows, ...handlers }: ScheduledListProps) {
  return (
    <RecordList
      rows={rows}
      columns={columns}
      rowClass={(item) => (item.status ? undefined : 'scheduled-row--paused')}
      cells={(item) => [
        daySummary(item),
        typeLabel(item.scheduled_trans_status),
        <Amount item={item} />,
        item.currency,
        // A split shows once, its parts on demand, as in the transactions list (issue 45).
        item.parts ? (
          <SplitCategory transaction={item} />
        ) : (
          item.category || <Placeholder text={scheduledTexts.noCategory} />
        ),
        <PayeeAndDescription transaction={payeeAndDetails(item)} />,
        <ScheduledActions item={item} {...handlers} />,
      ]}
      card={(item) => ({
        amount: (
          <>
            <Amount item={item} /> {item.currency}
          </>
        ),
        type: typeLabel(item.scheduled_trans_status),
        details: [
          ['Day', daySummary(item)],
          ['Category', item.parts ? <SplitCategory transaction={item} /> : item.category || scheduledTexts.noCategory],
          ...(item.payee ? [[transactionTexts.payee, item.payee] as [string, string]] : []),
          ['Description', item.scheduled_trans_details || scheduledTexts.noDescription],
        ],
        actions: <ScheduledActions item={item} {...handlers} />,
      })}
    />
  );
}
