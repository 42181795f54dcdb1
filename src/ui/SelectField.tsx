import { FormField } from './FormField';

export interface SelectChoice<Value extends string | number> {
  value: Value;
  label: string;
}

/** A number offered as itself (a year, a page size). */
export const numberChoice = (value: number): SelectChoice<number> => ({ value, label: String(value) });

interface SelectFieldProps<Value extends string | number> {
  id: string;
  label: string;
  value: Value;
  choices: readonly SelectChoice<Value>[];
  /** The chosen value as the choices hold it: a number stays a number, a code keeps its type. */
  onChange: (value: Value) => void;
}

/** A labelled select of fixed choices. */
export function SelectField<Value extends string | number>({
  id,
  label,
  value,
  choices,
  onChange,
}: SelectFieldProps<Value>) {
  return (
    <FormField htmlFor={id} label={label}>
      <select
        id={id}
        className="form-input"
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => String(choice.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
