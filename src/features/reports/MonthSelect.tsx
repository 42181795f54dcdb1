import { useId } from 'react';
import { monthKey, monthLabel, parseMonthKey, type MonthKey } from '../../domain/dates';
import { FormField } from '../../ui/FormField';
import { reportTexts } from './reportTexts';
import { useReportMonths } from './useReportMonths';

interface MonthSelectProps {
  value: MonthKey | undefined;
  onChange: (month: MonthKey | undefined) => void;
}

/** 'Select Month & Year': the months holding data, newest first, labelled 'MonthName Year'. */
export function MonthSelect({ value, onChange }: MonthSelectProps) {
  const id = useId();
  const months = useReportMonths() ?? [];
  const keys = months.map((month) => monthKey(month));
  // A month opened from the URL stays selectable even when it holds no data.
  if (value !== undefined && !keys.includes(value)) keys.push(value);
  keys.sort().reverse();
  return (
    <div className="report-select">
      <FormField htmlFor={id} label={reportTexts.selectMonth}>
        <select
          id={id}
          className="form-input"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as MonthKey))}
        >
          <option value="">{reportTexts.monthPlaceholder}</option>
          {keys.map((key) => {
            const month = parseMonthKey(key);
            return (
              <option key={key} value={key}>
                {month ? monthLabel(month) : key}
              </option>
            );
          })}
        </select>
      </FormField>
    </div>
  );
}
