import { isIsoDate, type IsoDate } from '../../domain/dates';
import { RateBook } from '../../domain/rates';
import { compareWithDayRate, impliedRate, rateComparisonText } from '../../domain/transfers';
import { transferTexts } from './transferTexts';
import { useDayRateTable } from './useDayRateTable';

interface RateSides {
  out_currency: string;
  /** '' until the person picks it. */
  in_currency: string;
  /** Undefined while a field does not hold a valid amount yet. */
  out_cents: number | undefined;
  in_cents: number | undefined;
  date: string;
}

const rateFormat = new Intl.NumberFormat(undefined, { maximumSignificantDigits: 6 });

/**
 * The rate the two amounts imply, live as they are typed, and how it compares with the stored rate of
 * the transfer's day: "1 USD = 48.5 EGP, 2.1% below the day's rate (49.54)".
 */
export function TransferRate({ sides, today }: { sides: RateSides; today: IsoDate }) {
  const date = (isIsoDate(sides.date) ? sides.date : today) as IsoDate;
  const table = useDayRateTable(date);
  const { out_cents, in_cents, out_currency, in_currency } = sides;
  const ready = out_cents !== undefined && in_cents !== undefined && out_currency !== in_currency && in_currency !== '';
  const implied = ready ? impliedRate({ out_cents, in_cents }) : undefined;
  let text: string = transferTexts.rateWaiting;
  if (ready && implied !== undefined) {
    const rate = `1 ${out_currency} = ${rateFormat.format(implied)} ${in_currency}`;
    const comparison = table
      ? compareWithDayRate({ out_cents, in_cents, out_currency, in_currency, date }, new RateBook([table]))
      : undefined;
    if (comparison) {
      text = `${rate}, ${rateComparisonText(comparison.percent)} (${rateFormat.format(comparison.day)}).`;
    } else if (table !== undefined) {
      text = `${rate}. ${transferTexts.noDayRate(date)}`;
    } else {
      text = `${rate}.`;
    }
  }
  return (
    <div className="transfer-rate">
      <h3 className="transfer-rate__heading">{transferTexts.rateHeading}</h3>
      <p className="transfer-rate__text" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
