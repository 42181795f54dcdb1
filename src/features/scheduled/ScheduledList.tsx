import type { ScheduledRecord } from '../../domain/records';
import { MoneyText } from '../../ui/MoneyText';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { typeLabel } from '../transactions/transactionTexts';
import { ScheduledActions, type ScheduledHandlers } from './ScheduledActions';
import { scheduledTexts } from './scheduledTexts';
import '../../ui/record-list.css';

interface ScheduledListProps extends ScheduledHandlers {
  rows: readonly ScheduledRecord[];
}

/** Spec section 9: the layout breakpoint of the whole app. */
const smallScreen = '(max-width: 768px)';

/** A table on wide screens; cards where a seven-column table cannot fit. */
export function ScheduledList(props: ScheduledListProps) {
  return useMediaQuery(smallScreen) ? <ScheduledCards {...props} /> : <ScheduledTable {...props} />;
}

/** '+12.50' for income, '-12.50' for an expense, coloured by type, as in the transactions list. */
function Amount({ item }: { item: ScheduledRecord }) {
  const income = item.scheduled_trans_status === 'deposit';
  return (
    <MoneyText
      className={income ? 'amount amount--income' : 'amount amount--expense'}
      cents={item.amount_cents}
      currency={item.currency}
      hideCode
      sign={income ? '+' : '-'}
    />
  );
}

function Placeholder({ text }: { text: string }) {
  return <span className="record-placeholder">{text}</span>;
}

function ScheduledTable({ rows, ...handlers }: ScheduledListProps) {
  return (
    <div className="record-table-wrap">
      <table className="record-table">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Type</th>
            <th scope="col" className="record-table__number">
              Amount
            </th>
            <th scope="col">Currency</th>
            <th scope="col">Category</th>
            <th scope="col">Description</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.id} className={item.status ? undefined : 'scheduled-row--paused'} data-row-id={item.id}>
              <td>{item.day_of_month}</td>
              <td>{typeLabel(item.scheduled_trans_status)}</td>
              <td className="record-table__number">
                <Amount item={item} />
              </td>
              <td>{item.currency}</td>
              <td>{item.category || <Placeholder text={scheduledTexts.noCategory} />}</td>
              <td className="record-table__text">
                {item.scheduled_trans_details || <Placeholder text={scheduledTexts.noDescription} />}
              </td>
              <td>
                <ScheduledActions item={item} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ScheduledCards({ rows, ...handlers }: ScheduledListProps) {
  return (
    <ul className="record-cards">
      {rows.map((item) => (
        <li
          key={item.id}
          className={item.status ? 'card record-card' : 'card record-card scheduled-row--paused'}
          data-row-id={item.id}
        >
          <div className="record-card__top">
            <span className="record-card__amount">
              <Amount item={item} /> {item.currency}
            </span>
            <span className="record-card__type">{typeLabel(item.scheduled_trans_status)}</span>
          </div>
          <dl className="record-card__details">
            <dt>Day</dt>
            <dd>{item.day_of_month}</dd>
            <dt>Category</dt>
            <dd>{item.category || scheduledTexts.noCategory}</dd>
            <dt>Description</dt>
            <dd>{item.scheduled_trans_details || scheduledTexts.noDescription}</dd>
          </dl>
          <ScheduledActions item={item} {...handlers} />
        </li>
      ))}
    </ul>
  );
}
