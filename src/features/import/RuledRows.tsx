import { tagsOf } from '../../domain/tags';
import { importTexts } from './importTexts';
import type { RuledRow } from './importRules';
import { previewRowText } from './previewRowText';

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
            {previewRowText(row.record)}: <strong>{setText(row)}</strong>
          </li>
        ))}
        {rows.length > shownAtMost && <li>and {(rows.length - shownAtMost).toLocaleString('en-US')} more</li>}
      </ul>
    </section>
  );
}
