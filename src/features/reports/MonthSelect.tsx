import { useId } from 'react';
import { monthKey, monthLabel, parseMonthKey, type MonthKey } from '../../domain/dates';
import { SelectField } from '../../ui/SelectField';
import { reportTexts } from './reportTexts';
import { useReportMonths } from './useReportMonths';

function monthChoice(key: MonthKey) {
  const month = parseMonthKey(key);
  return { value: key, label: month ? monthLabel(month) : key };
}

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
      <SelectField
        id={id}
        label={reportTexts.selectMonth}
        value={value ?? ''}
        choices={[{ value: '', label: reportTexts.monthPlaceholder }, ...keys.map(monthChoice)]}
        onChange={(month) => onChange(month === '' ? undefined : month)}
      />
    </div>
  );
}
