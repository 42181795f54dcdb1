import { tagsOf } from '../../domain/tags';
import { formatCents } from '../../ui/formatCents';
import { importTexts } from './importTexts';
import type { RuledRow } from './importRules';

/** What a rule set on one row, in words: "category Groceries, payee REWE, tags shop". */
function setText({ record, set }: RuledRow): string {
  return set
    .map((field) =>
      field === 'tags'
        ? `tags ${tagsOf(record).join(', ')}`
        : field === 'parts'
          ? 'split by shares'
          : `${field} ${record[field] ?? ''}`,
    )
    .join(', ');
}

/** The preview's rows that the person's rules changed (issue 48, item 1), cut at `shownAtMost`. */
export function RuledRows({ rows, shownAtMost }: { rows: readonly RuledRow[]; shownAtMost: number }) {
  if (rows.length === 0) return null;
  return (
    <section className="import-ruled" aria-labelledby="import-ruled-heading">
      <h3 id="import-ruled-heading" className="import-ruled__heading">
        {importTexts.ruled(rows.length)}
      </h3>
      <ul className="import-duplicates__list" data-testid="import-ruled">
        {rows.slice(0, shownAtMost).map((row) => (
          <li key={row.record.id}>
            {row.record.date} · {row.record.trans_status === 'withdraw' ? '-' : '+'}
            {formatCents(row.record.amount_cents, { currency: row.record.currency })} {row.record.currency} ·{' '}
            {row.record.payee ?? (row.record.trans_details || 'no description')}: <strong>{setText(row)}</strong>
          </li>
        ))}
        {rows.length > shownAtMost && <li>and {(rows.length - shownAtMost).toLocaleString('en-US')} more</li>}
      </ul>
    </section>
  );
}
