import { CheckboxFilter } from './CheckboxFilter';
import { transactionTexts } from './transactionTexts';

export type TagMode = 'any' | 'all';

interface TagFilterProps {
  /** Every tag in use; chosen ones no longer in use are kept so they can be unticked. */
  choices: readonly string[];
  selected: readonly string[];
  mode: TagMode;
  onChange: (selected: string[], mode: TagMode) => void;
}

/** Several tags at once (issue 45, item 3): transactions with any of them, or with all of them. */
export function TagFilter({ choices, selected, mode, onChange }: TagFilterProps) {
  const all = [...new Set([...choices, ...selected])];
  return (
    <CheckboxFilter
      label={transactionTexts.tags}
      allLabel={transactionTexts.allTags}
      legend={transactionTexts.tagsToShow}
      choices={all.map((tag) => ({ value: tag, label: tag }))}
      selected={selected}
      onChange={(next) => onChange(next, mode)}
    >
      <fieldset className="tag-filter__mode">
        <legend className="form-label">{transactionTexts.tagMatch}</legend>
        {(['any', 'all'] as const).map((choice) => (
          <label key={choice} className="category-filter__choice">
            <input
              type="radio"
              name="transactions-tag-mode"
              value={choice}
              checked={mode === choice}
              onChange={() => onChange([...selected], choice)}
            />
            {transactionTexts.tagModes[choice]}
          </label>
        ))}
      </fieldset>
    </CheckboxFilter>
  );
}
