import type { Month } from '../../../domain/dates';
import { trendTexts } from './trendTexts';

interface MissingRatesProps {
  /** Each month's currencies without a rate. */
  months: readonly { month: Month; missing: readonly string[] }[];
}

/** One line per currency that lacked a rate, naming its months; nothing when every rate was there. */
export function MissingRates({ months }: MissingRatesProps) {
  const byCode = new Map<string, Month[]>();
  for (const { month, missing } of months) {
    for (const code of missing) byCode.set(code, [...(byCode.get(code) ?? []), month]);
  }
  if (byCode.size === 0) return null;
  return (
    <div role="note" className="trend-missing">
      {[...byCode]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([code, list]) => (
          <p key={code} className="trend-missing__line">
            {trendTexts.rateMissing(code, list)}
          </p>
        ))}
    </div>
  );
}
