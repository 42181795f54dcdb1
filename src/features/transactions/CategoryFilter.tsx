import { transactionTexts } from './transactionTexts';

interface CategoryFilterProps {
  /** Every category in use; chosen ones no longer in use are kept so they can be unticked. */
  choices: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * Several categories at once, as a group of checkboxes inside a disclosure: native controls, so the
 * keyboard, screen readers and a 320 px screen need nothing extra. '' stands for "no category".
 */
export function CategoryFilter({ choices, selected, onChange }: CategoryFilterProps) {
  const all = ['', ...new Set([...choices, ...selected.filter((name) => name !== '')])];
  const chosen = new Set(selected);
  const toggle = (name: string) =>
    onChange(all.filter((item) => (item === name ? !chosen.has(item) : chosen.has(item))));
  const summary = selected.length === 0 ? 'All categories' : `${selected.length} selected`;
  return (
    <details className="category-filter form-field">
      <summary className="category-filter__summary">
        <span className="form-label">Categories</span> <span className="category-filter__count">{summary}</span>
      </summary>
      <fieldset className="category-filter__list">
        <legend className="visually-hidden">Categories to show</legend>
        {all.map((name) => (
          <label key={name || 'none'} className="category-filter__choice">
            <input type="checkbox" checked={chosen.has(name)} onChange={() => toggle(name)} />
            {name || transactionTexts.noCategory}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
