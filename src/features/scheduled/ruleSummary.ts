import type { ScheduledRecord } from '../../domain/records';
import { readRule } from '../../domain/recurrenceSchema';
import type { RecurrenceRule } from '../../domain/recurrenceRule';
import { repeatTexts } from './repeatTexts';

const units = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' } as const;

/**
 * What the list's Day column says of an item (issue 47 item 1): its day of the month, as the spec
 * shows it, when it has no rule of its own; else a short reading of the rule ("Every 2 weeks on
 * Friday", "Every month on the last working day", "Every year from 2027-01-02").
 */
export function daySummary(item: ScheduledRecord): string {
  const rule = item.rule === undefined ? undefined : readRule(item.rule);
  return rule ? ruleSummary(rule) : String(item.day_of_month);
}

export function ruleSummary(rule: RecurrenceRule): string {
  const unit = units[rule.freq];
  const every = rule.interval === 1 ? `Every ${unit}` : `Every ${rule.interval} ${unit}s`;
  return `${every} ${onWhat(rule)}`;
}

function onWhat(rule: RecurrenceRule): string {
  if (rule.freq === 'weekly' && rule.weekdays) {
    return `on ${[...rule.weekdays]
      .sort((a, b) => a - b)
      .map((day) => repeatTexts.weekdays[day])
      .join(', ')}`;
  }
  if (rule.freq === 'monthly') {
    const on = rule.month_on ?? 'day';
    if (on === 'nth_weekday' && rule.nth !== undefined && rule.weekday !== undefined) {
      return `on the ${repeatTexts.ordinals[rule.nth].toLowerCase()} ${repeatTexts.weekdays[rule.weekday]}`;
    }
    if (on === 'last_day') return 'on the last day';
    if (on === 'last_working_day') return 'on the last working day';
    return `on day ${rule.day ?? Number(rule.start.slice(8, 10))}`;
  }
  return `from ${rule.start}`;
}
