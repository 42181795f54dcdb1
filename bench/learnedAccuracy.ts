import type { IsoDate } from '../src/domain/dates';
import { CategoryModel } from '../src/domain/categoryModel';
import { categorisedBankRows, categoriesOf, type CategorisedRow } from './categorisedBankRows';
import { median } from './figures';

/** The months held out: the model is asked about them as if they were new statements. */
export const heldOutMonths = 3;

/** The history's last day: fixed, so the accuracy is the same figure whenever the bench runs. */
export const historyEnd = '2026-11-30' as IsoDate;

export interface LearnedAccuracy {
  rows: number;
  trainRows: number;
  heldOutRows: number;
  categories: number;
  /** Held-out rows the model made a suggestion for, and how many of those were the person's category. */
  suggested: number;
  correct: number;
  /** Medians over the held-out rows, ms: one suggestion, and learning one changed categorisation. */
  suggestMs: number[];
  retrainMs: number[];
}

/** The first day of the held-out months: `heldOutMonths` calendar months back from the end month. */
export function heldOutFrom(endDate: IsoDate): IsoDate {
  const [year, month] = endDate.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - (heldOutMonths - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01` as IsoDate;
}

const asRecord = (row: CategorisedRow) => ({ ...row, parts: undefined });

/**
 * Issue 48, item 2: the real model (src/domain/categoryModel.ts) trained on the person's history up
 * to the held-out months, then asked for each held-out row without its category. Top-1 accuracy is
 * judged on the rows it made a suggestion for; coverage is their share. Each suggestion is timed,
 * and so is one retraining step per row: its example forgotten under another category and learned
 * again under its own, as when a person corrects a transaction's category.
 */
export function measureLearnedAccuracy(endDate: IsoDate = historyEnd): LearnedAccuracy {
  const rows = categorisedBankRows(endDate);
  const from = heldOutFrom(endDate);
  const train = rows.filter((row) => row.date < from);
  const heldOut = rows.filter((row) => row.date >= from);
  const model = new CategoryModel();
  for (const row of train) model.add(asRecord(row));
  let suggested = 0;
  let correct = 0;
  const suggestMs: number[] = [];
  for (const row of heldOut) {
    const start = performance.now();
    const guess = model.predict({ ...row, category: '' } as CategorisedRow);
    suggestMs.push(performance.now() - start);
    if (!guess) continue;
    suggested += 1;
    if (guess.category === row.category) correct += 1;
  }
  const retrainMs: number[] = [];
  for (const row of heldOut) {
    const misfiled = asRecord({ ...row, category: 'Shopping' });
    model.add(misfiled);
    const start = performance.now();
    model.remove(misfiled);
    model.add(asRecord(row));
    retrainMs.push(performance.now() - start);
  }
  return {
    rows: rows.length,
    trainRows: train.length,
    heldOutRows: heldOut.length,
    categories: categoriesOf(rows).length,
    suggested,
    correct,
    suggestMs,
    retrainMs,
  };
}

/** One line for the log and the notes. */
export const accuracyLine = (a: LearnedAccuracy) =>
  `${a.rows} rows, ${a.categories} categories; trained on ${a.trainRows}, asked about ${a.heldOutRows} (last ${heldOutMonths} months): ` +
  `${a.suggested} suggestions, ${a.correct} right (top-1 ${((100 * a.correct) / a.suggested).toFixed(1)}%, ` +
  `coverage ${((100 * a.suggested) / a.heldOutRows).toFixed(1)}%); suggest median ${(median(a.suggestMs) * 1000).toFixed(1)} µs, ` +
  `retrain median ${(median(a.retrainMs) * 1000).toFixed(1)} µs`;
