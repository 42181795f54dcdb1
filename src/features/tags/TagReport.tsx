import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isIsoDate, todayIn, type IsoDate } from '../../domain/dates';
import { Banner } from '../../ui/Banner';
import { CaptionedTable } from '../../ui/CaptionedTable';
import { InputField } from '../../ui/InputField';
import { StateMessage } from '../../ui/StateMessage';
import { formatMoney } from '../../ui/formatCents';
import { tagsTexts as texts } from './tagsTexts';
import { useTagReport } from './useTagReport';
import './tags.css';

/** This year so far and to its end: a trip, a project or a year's subscriptions all fit at first. */
function thisYear(): { from: IsoDate; to: IsoDate } {
  const year = todayIn(new Date()).slice(0, 4);
  return { from: `${year}-01-01` as IsoDate, to: `${year}-12-31` as IsoDate };
}

/**
 * The tag report (issue 45, item 3): for the period chosen, each tag's expenses and income in the
 * favorite currency; a tag's name opens its transactions of the period.
 */
export function TagReport() {
  const [period, setPeriod] = useState(thisYear);
  const valid = isIsoDate(period.from) && isIsoDate(period.to) && period.from <= period.to;
  return (
    <section className="card tag-report" aria-labelledby="tag-report-title">
      <h2 id="tag-report-title" className="tag-report__title">
        {texts.report}
      </h2>
      <div className="tag-report__period">
        <InputField
          id="tag-report-from"
          label={texts.from}
          type="date"
          value={period.from}
          onChange={(from) => setPeriod((current) => ({ ...current, from: from as IsoDate }))}
        />
        <InputField
          id="tag-report-to"
          label={texts.to}
          type="date"
          value={period.to}
          onChange={(to) => setPeriod((current) => ({ ...current, to: to as IsoDate }))}
        />
      </div>
      {valid ? <TagTotals from={period.from} to={period.to} /> : <Banner variant="error">{texts.badPeriod}</Banner>}
    </section>
  );
}

function TagTotals({ from, to }: { from: IsoDate; to: IsoDate }) {
  const state = useTagReport(from, to);
  if (state.status === 'loading') return <StateMessage kind="loading">{texts.reportLoading}</StateMessage>;
  if (state.status === 'error') return <StateMessage kind="error">{texts.reportFailed}</StateMessage>;
  const { totals, missing, currency } = state;
  return (
    <>
      {missing.length > 0 && <Banner variant="info">{texts.missingRates(missing)}</Banner>}
      {totals.length === 0 ? (
        <StateMessage kind="empty">{texts.reportEmpty}</StateMessage>
      ) : (
        <CaptionedTable
          label={texts.report}
          caption={texts.reportCaption(currency)}
          columns={[
            { label: texts.tag },
            { label: texts.expenses, number: true },
            { label: texts.income, number: true },
          ]}
        >
          {totals.map(({ tag, withdraw, deposit }) => (
            <tr key={tag} data-tag={tag}>
              <th scope="row">
                <Link
                  to="/show_trans"
                  search={{ tag: [tag], start_date: from, end_date: to }}
                  aria-label={texts.showTransactions(tag)}
                >
                  {tag}
                </Link>
              </th>
              <td className="captioned-table__number">{formatMoney(withdraw, currency)}</td>
              <td className="captioned-table__number">{formatMoney(deposit, currency)}</td>
            </tr>
          ))}
        </CaptionedTable>
      )}
    </>
  );
}
