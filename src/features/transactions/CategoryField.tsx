import { nearDuplicateOf } from '../../domain/nearDuplicate';
import { maxTextLength } from '../../domain/records';
import { FieldNote } from '../../ui/FieldNote';
import { fieldDescription, FormField } from '../../ui/FormField';
import './category-field.css';

interface CategoryFieldProps {
  id: string;
  /** Its label: "Category" unless it is one of several (a split's parts). */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** The categories to suggest, the person's own most used first. */
  options: readonly string[];
  error?: string;
}

export const categoryFieldTexts = {
  hint: 'Pick from the list or type a new one.',
  nearDuplicate: (existing: string) => `“${existing}” already exists. Is this the same category?`,
  use: (existing: string) => `Use ${existing}`,
};

/**
 * The category of a transaction or a scheduled item: existing ones suggested first, and a warning
 * with a one-click fix when the typed name is a near-duplicate of one ("Grocery" when "Groceries"
 * exists). The warning never blocks saving: a new category may be meant.
 */
export function CategoryField({ id, label = 'Category', value, onChange, options, error }: CategoryFieldProps) {
  const similar = nearDuplicateOf(value, options);
  const warningId = `${id}-similar`;
  const described = fieldDescription(id, { hint: true, error });
  return (
    <FormField htmlFor={id} label={label} hint={categoryFieldTexts.hint} error={error}>
      <input
        id={id}
        className="form-input"
        list={`${id}-options`}
        autoComplete="off"
        maxLength={maxTextLength}
        {...described}
        aria-describedby={[described['aria-describedby'], similar ? warningId : ''].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${id}-options`}>
        {options.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <FieldNote
        className="category-field__similar"
        text={similar !== undefined ? categoryFieldTexts.nearDuplicate(similar) : undefined}
        textId={warningId}
        action={
          similar !== undefined
            ? { label: categoryFieldTexts.use(similar), onClick: () => onChange(similar) }
            : undefined
        }
      />
    </FormField>
  );
}
