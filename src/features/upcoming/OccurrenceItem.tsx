import type { AgendaRow } from '../../db/queries/agenda';
import { ItemAmount, ItemSummary } from '../../ui/ItemSummary';
import { SignedAmount } from '../../ui/SignedAmount';
import { typeLabel } from '../transactions/transactionTexts';
import { occurrenceTitle, upcomingTexts } from './upcomingTexts';

/** What a person can do with one occurrence on the Upcoming screen. */
export interface OccurrenceHandlers {
  onEnter: (row: AgendaRow) => void;
  onSkip: (row: AgendaRow) => void;
  onEdit: (row: AgendaRow) => void;
}

/**
 * One scheduled occurrence: what, its type and account, the signed amount with its currency, then
 * Enter now and Skip while it is still to come (its state once entered or skipped) and the edit of
 * its schedule. Each button names the occurrence it acts on, for a screen reader.
 */
export function OccurrenceItem({ row, onEnter, onSkip, onEdit }: { row: AgendaRow } & OccurrenceHandlers) {
  const title = occurrenceTitle(row.item);
  // The category, where the title is not already it.
  const category = row.item.category && row.item.category !== title ? row.item.category : undefined;
  const which = <span className="visually-hidden">: {`${title}, ${row.date}`}</span>;
  return (
    <li className={`upcoming-occurrence upcoming-occurrence--${row.state}`}>
      <ItemSummary
        className="upcoming-occurrence__what"
        title={title}
        details={
          <>
            {typeLabel(row.item.scheduled_trans_status)}
            {category && ` · ${category}`} · <span className="visually-hidden">{upcomingTexts.account} </span>
            {row.accountName}
          </>
        }
      />
      <ItemAmount>
        <SignedAmount
          income={row.item.scheduled_trans_status === 'deposit'}
          cents={row.item.amount_cents}
          currency={row.item.currency}
        />{' '}
        {row.item.currency}
      </ItemAmount>
      <div className="upcoming-occurrence__actions">
        {row.state === 'due' ? (
          <>
            <button type="button" className="button button--primary" onClick={() => onEnter(row)}>
              {upcomingTexts.enterNow}
              {which}
            </button>
            <button type="button" className="button button--secondary" onClick={() => onSkip(row)}>
              {upcomingTexts.skip}
              {which}
            </button>
          </>
        ) : (
          <span className={`upcoming-occurrence__state upcoming-occurrence__state--${row.state}`}>
            {row.state === 'entered' ? upcomingTexts.entered : upcomingTexts.skipped}
          </span>
        )}
        <button type="button" className="button button--secondary" onClick={() => onEdit(row)}>
          {upcomingTexts.editFuture}
          {which}
        </button>
      </div>
    </li>
  );
}
