import { CheckboxFilter } from './CheckboxFilter';
import { transactionTexts } from './transactionTexts';

interface CategoryFilterProps {
  /** Every category in use; chosen ones no longer in use are kept so they can be unticked. */
  choices: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** Several categories at once (CheckboxFilter). '' stands for "no category". */
export function CategoryFilter({ choices, selected, onChange }: CategoryFilterProps) {
  const all = ['', ...new Set([...choices, ...selected.filter((name) => name !== '')])];
  return (
    <CheckboxFilter
      label="Categories"
      allLabel="All categories"
      legend="Categories to show"
      choices={all.map((name) => ({ value: name, label: name || transactionTexts.noCategory }))}
      selected={selected}
      onChange={onChange}
    />
  );
}
