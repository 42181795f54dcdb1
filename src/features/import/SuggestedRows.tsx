import { percentSure } from '../../domain/categoryModel';
import { importTexts } from './importTexts';
import type { SuggestedRow } from './importSuggestions';
import { previewRowText } from './previewRowText';

interface SuggestedRowsProps {
  rows: readonly SuggestedRow[];
  /** Whether the suggested categories are imported; off, those rows arrive without one. */
  used: boolean;
  onUse: (used: boolean) => void;
  shownAtMost: number;
}

/**
 * The preview's rows that the learned model pre-filled (issue 48, item 2), each with how sure it is,
 * and one box that keeps or drops them all: a rule's or the file's category is never among them.
 */
export function SuggestedRows({ rows, used, onUse, shownAtMost }: SuggestedRowsProps) {
  if (rows.length === 0) return null;
  return (
    <section className="import-ruled" aria-labelledby="import-suggested-heading">
      <h3 id="import-suggested-heading" className="import-ruled__heading">
        {importTexts.suggested(rows.length)}
      </h3>
      <label className="import-check">
        <input type="checkbox" checked={used} onChange={(event) => onUse(event.target.checked)} />
        {importTexts.useSuggested}
      </label>
      <ul className="import-duplicates__list" data-testid="import-suggested">
        {rows.slice(0, shownAtMost).map(({ record, confidence }) => (
          <li key={record.id}>
            {previewRowText(record)}:{' '}
            <strong>
              {record.category} ({percentSure(confidence)})
            </strong>
          </li>
        ))}
        {rows.length > shownAtMost && <li>and {(rows.length - shownAtMost).toLocaleString('en-US')} more</li>}
      </ul>
    </section>
  );
}
