/** One line of the result table: the samples of one measure and, when it has one, its budget. */
export interface Figure {
  measure: string;
  unit: 'ms' | 's' | 'KB' | 'MB' | 'req/s' | 'rows' | 'count' | '%';
  samples: number[];
  /**
   * `max`: the median must be at most `value`; `min`: at least. `everyRun`: every sample must, not
   * just the median (a budget of "no task over 50 ms" is missed by one run that had one).
   */
  budget?: { kind: 'max' | 'min'; value: number; everyRun?: boolean };
  /** A yes/no check instead of a number (e.g. charts in their own chunk). */
  check?: boolean;
  note?: string;
}

/** A time in milliseconds whose median must be at most `maxMs`, the budget most measures have. */
export const msAtMost = (measure: string, samples: number[], maxMs: number): Figure => ({
  measure,
  unit: 'ms',
  samples,
  budget: { kind: 'max', value: maxMs },
});

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(sortedValues: number[], p: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const at = Math.min(sortedValues.length - 1, Math.max(0, Math.ceil((p / 100) * sortedValues.length) - 1));
  return sortedValues[at]!;
}

function format(value: number, unit: Figure['unit']): string {
  if (!Number.isFinite(value)) return '-';
  if (unit === 'req/s' || unit === 'rows' || unit === 'count') return Math.round(value).toLocaleString('en-US');
  if (unit === 's') return value.toFixed(2);
  if (unit === 'KB' || unit === 'MB' || unit === '%') return value.toFixed(1);
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}

export function verdict(figure: Figure): 'ok' | 'MISSED' | '' {
  if (figure.check !== undefined) return figure.check ? 'ok' : 'MISSED';
  if (!figure.budget) return '';
  const { kind, value, everyRun } = figure.budget;
  const judged = everyRun
    ? kind === 'max'
      ? Math.max(...figure.samples)
      : Math.min(...figure.samples)
    : median(figure.samples);
  return (kind === 'max' ? judged <= value : judged >= value) ? 'ok' : 'MISSED';
}

function budgetText(figure: Figure): string {
  if (figure.check !== undefined) return 'yes';
  if (!figure.budget) return '';
  const each = figure.budget.everyRun ? ' each run' : '';
  return `${figure.budget.kind === 'max' ? '<=' : '>='} ${format(figure.budget.value, figure.unit)} ${figure.unit}${each}`;
}

/** The table as Markdown, which reads as well in a terminal as in BENCHMARKS.md. */
export function table(figures: Figure[]): string {
  const header = ['Measure', 'Budget', 'Median', 'Min', 'Max', 'Runs', 'Result'];
  const rows = figures.map((f) => {
    if (f.check !== undefined) {
      return [f.measure, budgetText(f), f.check ? 'yes' : 'no', '', '', '1', verdict(f)];
    }
    const unit = ` ${f.unit}`;
    return [
      f.measure,
      budgetText(f),
      format(median(f.samples), f.unit) + unit,
      format(Math.min(...f.samples), f.unit),
      format(Math.max(...f.samples), f.unit),
      String(f.samples.length),
      verdict(f),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
