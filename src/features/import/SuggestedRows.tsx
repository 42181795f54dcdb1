import { percentSure } from '../../domain/categoryModel';
import { maxTextLength } from '../../domain/records';
import { importTexts } from './importTexts';
import type { SuggestedRow } from './importSuggestions';
import { previewRowText } from './previewRowText';

interface SuggestedRowsProps {
  rows: readonly SuggestedRow[];
  /** Whether the suggested categories are imported; off, those rows arrive without one. */
  used: boolean;
  onUse: (used: boolean) => void;
  /** The categories the person typed over suggestions, by row id. */
  changed: ReadonlyMap<string, string>;
  onChange: (id: string, category: string) => void;
  shownAtMost: number;
}

/**
 * The preview's rows that the learned model pre-filled (issue 48, item 2), each in a field the
 * person may change, with how sure the model is, and one box that keeps or drops them all. A rule's
 * or the file's category is never among them.
 */
export function SuggestedRows({ rows, used, onUse, changed, onChange, shownAtMost }: SuggestedRowsProps) {
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
      {used && (
        <ul className="import-duplicates__list" data-testid="import-suggested">
          {rows.slice(0, shownAtMost).map(({ record, confidence }) => {
            const id = `import-suggested-${record.id}`;
            const typed = changed.get(record.id);
            return (
              <li key={record.id} className="import-suggested__row">
                <label htmlFor={id}>{previewRowText(record)}</label>
                <input
                  id={id}
                  className="form-input"
                  maxLength={maxTextLength}
                  autoComplete="off"
                  value={typed ?? record.category}
                  onChange={(event) => onChange(record.id, event.target.value)}
                />
                <span className="import-step__hint">
                  {typed === undefined
                    ? importTexts.suggestedSure(percentSure(confidence))
                    : importTexts.suggestedYours}
                </span>
              </li>
            );
          })}
          {rows.length > shownAtMost && <li>and {(rows.length - shownAtMost).toLocaleString('en-US')} more</li>}
        </ul>
      )}
    </section>
  );
}
