import { fieldDescription, FormField } from '../../ui/FormField';
import { importTexts } from './importTexts';
import { maxTableStart } from './parse/tableStart';
import type { CsvSample } from './workerMessages';

const id = 'map-table-start';

/** A line as an option names it: its number and the start of what it says. */
function lineText(row: readonly string[]): string {
  const text = row
    .map((cell) => cell.trim())
    .filter(Boolean)
    .join(' ; ');
  return text.length > 48 ? `${text.slice(0, 47)}…` : text;
}

/**
 * Where the table begins, below a bank's block of account lines: detected (tableStart.ts), and
 * chosen here by line when the detection is wrong. Its value is the row of the sample.
 */
export function TableStartField({
  sample,
  start,
  onChange,
}: {
  sample: Pick<CsvSample, 'rows' | 'lines'>;
  start: number;
  onChange: (start: number) => void;
}) {
  const offered = sample.rows.slice(0, maxTableStart + 1);
  const above = (sample.lines[start] ?? 1) - 1;
  return (
    <FormField htmlFor={id} label={importTexts.tableStartLabel} hint={importTexts.tableStartHint(above)}>
      <select
        id={id}
        className="form-input"
        value={start}
        onChange={(event) => onChange(Number(event.target.value))}
        {...fieldDescription(id, { hint: true })}
      >
        {offered.map((row, i) => (
          <option key={i} value={i}>
            Line {sample.lines[i]}: {lineText(row)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
