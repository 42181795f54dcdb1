import type { ReactNode } from 'react';

interface CheckboxFilterProps {
  /** The filter's name, and what its summary says with nothing chosen ("All categories"). */
  label: string;
  allLabel: string;
  /** The group's name for a screen reader ("Categories to show"). */
  legend: string;
  /** Every value to offer, in order, each with the words shown for it. */
  choices: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Drawn above the checkboxes, inside the fold (the tag filter's "any of / all of"). */
  children?: ReactNode;
}

/**
 * Several values at once, as a group of checkboxes inside a disclosure: native controls, so the
 * keyboard, screen readers and a 320 px screen need nothing extra. The categories' and the tags' filter.
 */
export function CheckboxFilter({
  label,
  allLabel,
  legend,
  choices,
  selected,
  onChange,
  children,
}: CheckboxFilterProps) {
  const chosen = new Set(selected);
  const toggle = (value: string) =>
    onChange(
      choices.map((choice) => choice.value).filter((item) => (item === value ? !chosen.has(item) : chosen.has(item))),
    );
  const summary = selected.length === 0 ? allLabel : `${selected.length} selected`;
  return (
    <details className="category-filter form-field">
      <summary className="category-filter__summary">
        <span className="form-label">{label}</span> <span className="category-filter__count">{summary}</span>
      </summary>
      {children}
      <fieldset className="category-filter__list">
        <legend className="visually-hidden">{legend}</legend>
        {choices.map(({ value, label: shown }) => (
          <label key={value || 'none'} className="category-filter__choice">
            <input type="checkbox" checked={chosen.has(value)} onChange={() => toggle(value)} />
            {shown}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
