import { useId } from 'react';
import { numberChoice, SelectField } from '../../ui/SelectField';
import { reportTexts } from './reportTexts';
import { useReportYears } from './useReportYears';

interface YearSelectProps {
  value: number | undefined;
  /** Undefined when the person picks the placeholder. */
  onChange: (year: number | undefined) => void;
  thisYear: number;
  /** The trends' range reuses the select under its own label and placeholder ('Last 12 months'). */
  label?: string;
  placeholder?: string;
}

/** 'Select Year': the years holding data, with this year and the chosen one always offered. */
export function YearSelect({
  value,
  onChange,
  thisYear,
  label = reportTexts.selectYear,
  placeholder = reportTexts.yearPlaceholder,
}: YearSelectProps) {
  const id = useId();
  const years = useReportYears();
  // Without data (or when the list fails to load) the current year is still offered (spec section 7).
  const options = [...new Set([...(years ?? []), thisYear, ...(value === undefined ? [] : [value])])].sort(
    (a, b) => b - a,
  );
  return (
    <div className="report-select">
      <SelectField
        id={id}
        label={label}
        value={value ?? ''}
        choices={[{ value: '', label: placeholder }, ...options.map(numberChoice)]}
        onChange={(year) => onChange(year === '' ? undefined : year)}
      />
    </div>
  );
}
