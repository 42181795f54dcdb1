import type { Weekday } from '../../domain/calendarDays';
import { isIsoDate, type IsoDate } from '../../domain/dates';
import { nextOccurrences } from '../../domain/recurrence';
import {
  maxRecurrenceCount,
  maxRecurrenceInterval,
  monthPositions,
  recurrenceFrequencies,
  weekdayOrdinals,
  weekendPolicies,
  type MonthPosition,
  type WeekdayOrdinal,
  type WeekendPolicy,
} from '../../domain/recurrenceRule';
import { recurrenceProblem } from '../../domain/recurrenceSchema';
import { fieldDescription, FormField } from '../../ui/FormField';
import { InputField } from '../../ui/InputField';
import { longDate } from '../../ui/formatDate';
import { ruleDraft, type RepeatValues } from './repeatForm';
import { repeatTexts } from './repeatTexts';
import './repeat.css';
import '../../ui/field-grid.css';

interface RepeatFieldsProps {
  id: string;
  value: RepeatValues;
  onChange: (value: RepeatValues) => void;
  /** The form's problem with the rule, shown under Repeats. */
  error?: string;
  today: IsoDate;
}

const previewCount = 5;
const weekdayNumbers: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** How a schedule repeats (issue 47 item 1), with the next few dates it would fall on. */
export function RepeatFields({ id, value, onChange, error, today }: RepeatFieldsProps) {
  const set = (fields: Partial<RepeatValues>) => onChange({ ...value, ...fields });
  const freq = value.freq;
  return (
    <div className="repeat-fields">
      <FormField htmlFor={`${id}-freq`} label={repeatTexts.repeats} error={error}>
        <select
          id={`${id}-freq`}
          className="form-input"
          {...fieldDescription(`${id}-freq`, { error })}
          value={freq}
          onChange={(event) => set({ freq: event.target.value as RepeatValues['freq'] })}
        >
          <option value="">{repeatTexts.dayOfMonth}</option>
          {recurrenceFrequencies.map((f) => (
            <option key={f} value={f}>
              {repeatTexts.frequencies[f]}
            </option>
          ))}
        </select>
      </FormField>
      {freq !== '' && (
        <>
          <div className="field-grid">
            <InputField
              id={`${id}-interval`}
              label={repeatTexts.every[freq]}
              inputMode="numeric"
              value={value.interval}
              onChange={(interval) => set({ interval })}
            />
            <InputField
              id={`${id}-start`}
              label={repeatTexts.starts}
              hint={repeatTexts.startsHint}
              type="date"
              value={value.start}
              onChange={(start) => set({ start })}
            />
          </div>
          {freq === 'weekly' && (
            <fieldset className="repeat-fields__weekdays">
              <legend className="form-label">{repeatTexts.onWeekdays}</legend>
              {weekdayNumbers.map((day) => (
                <label key={day} className="repeat-fields__weekday">
                  <input
                    type="checkbox"
                    checked={value.weekdays.includes(day)}
                    onChange={(event) =>
                      set({
                        weekdays: event.target.checked
                          ? [...value.weekdays, day]
                          : value.weekdays.filter((chosen) => chosen !== day),
                      })
                    }
                  />
                  {repeatTexts.weekdays[day]}
                </label>
              ))}
            </fieldset>
          )}
          {freq === 'monthly' && <MonthlyFields id={id} value={value} set={set} />}
          <div className="field-grid">
            <Choice
              id={`${id}-ends`}
              label={repeatTexts.ends}
              value={value.ends}
              labels={repeatTexts.endChoices}
              onChange={(ends) => set({ ends })}
            />
            {value.ends === 'until' && (
              <InputField
                id={`${id}-until`}
                label={repeatTexts.until}
                type="date"
                value={value.until}
                onChange={(until) => set({ until })}
              />
            )}
            {value.ends === 'count' && (
              <InputField
                id={`${id}-count`}
                label={repeatTexts.count}
                inputMode="numeric"
                value={value.count}
                onChange={(count) => set({ count })}
              />
            )}
          </div>
          <Choice<WeekendPolicy>
            id={`${id}-weekend`}
            label={repeatTexts.weekend}
            value={value.weekend}
            labels={repeatTexts.weekendPolicies}
            order={weekendPolicies}
            onChange={(weekend) => set({ weekend })}
          />
          <RepeatPreview id={id} value={value} today={today} />
        </>
      )}
    </div>
  );
}

function MonthlyFields({
  id,
  value,
  set,
}: {
  id: string;
  value: RepeatValues;
  set: (f: Partial<RepeatValues>) => void;
}) {
  return (
    <div className="field-grid">
      <Choice<MonthPosition>
        id={`${id}-month-on`}
        label={repeatTexts.monthOn}
        value={value.monthOn}
        labels={repeatTexts.monthPositions}
        order={monthPositions}
        onChange={(monthOn) => set({ monthOn })}
      />
      {value.monthOn === 'nth_weekday' && (
        <>
          <Choice<WeekdayOrdinal>
            id={`${id}-nth`}
            label={repeatTexts.which}
            value={value.nth}
            labels={repeatTexts.ordinals}
            order={weekdayOrdinals}
            onChange={(nth) => set({ nth })}
          />
          <Choice<Weekday>
            id={`${id}-weekday`}
            label={repeatTexts.weekday}
            value={value.weekday}
            labels={repeatTexts.weekdays}
            order={weekdayNumbers}
            onChange={(weekday) => set({ weekday })}
          />
        </>
      )}
    </div>
  );
}

interface ChoiceProps<V extends string | number> {
  id: string;
  label: string;
  value: V;
  labels: Record<V, string>;
  order?: readonly V[];
  onChange: (value: V) => void;
}

function Choice<V extends string | number>({ id, label, value, labels, order, onChange }: ChoiceProps<V>) {
  const values = order ?? (Object.keys(labels) as V[]);
  return (
    <FormField htmlFor={id} label={label}>
      <select
        id={id}
        className="form-input"
        value={String(value)}
        onChange={(event) => {
          const chosen = values.find((v) => String(v) === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {values.map((v) => (
          <option key={String(v)} value={String(v)}>
            {labels[v]}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The next dates from today (or the start, when later), read out as they change. */
function RepeatPreview({ id, value, today }: { id: string; value: RepeatValues; today: IsoDate }) {
  const draft = ruleDraft(value);
  const valid = draft !== undefined && recurrenceProblemSafe(draft) === undefined;
  const from = valid && draft.start > today ? draft.start : today;
  const dates = valid ? nextOccurrences(draft, from, previewCount).map((o) => o.date) : [];
  return (
    <section className="repeat-fields__preview" aria-labelledby={`${id}-preview`} aria-live="polite">
      <h3 id={`${id}-preview`} className="form-label">
        {repeatTexts.preview}
      </h3>
      {dates.length > 0 ? (
        <ol>
          {dates.map((date) => (
            <li key={date}>
              <time dateTime={date}>{longDate(date)}</time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="form-hint">{repeatTexts.noPreview}</p>
      )}
    </section>
  );
}

/** The shared rule's problem, or one for a draft whose numbers or dates are not yet whole. */
function recurrenceProblemSafe(draft: NonNullable<ReturnType<typeof ruleDraft>>): string | undefined {
  const whole = (n: number | undefined, max: number) => n === undefined || (Number.isInteger(n) && n >= 1 && n <= max);
  const datesReal = isIsoDate(draft.start) && (draft.until === undefined || isIsoDate(draft.until));
  if (!whole(draft.interval, maxRecurrenceInterval) || !whole(draft.count, maxRecurrenceCount) || !datesReal) {
    return 'incomplete';
  }
  return recurrenceProblem(draft);
}
