import type { TransactionRecord } from './records';
import { wordsOf } from './searchWords';
import type { TransactionKind } from './transactionKind';

/**
 * Learned suggestions (issue 48, item 2): a naive Bayes classifier over the person's own categorised
 * transactions, built and kept on the device. Each example adds counts and removing it takes exactly
 * those counts away again, so the model follows every categorisation without a retraining pass.
 */

/** What the model reads of a transaction: its words, amount, account, weekday and type. */
export type CategorySubject = Pick<TransactionRecord, 'trans_status' | 'trans_details' | 'amount_cents' | 'date'> &
  Partial<Pick<TransactionRecord, 'payee' | 'account_id'>>;

/** A category worth offering, and how sure the model is of it (0 to 1). */
export interface CategoryGuess {
  category: string;
  confidence: number;
}

/** Below this the model says nothing: a coin toss between two categories is no suggestion. */
export const minConfidence = 0.5;

/**
 * A word made of digits alone (a date, a card or reference number) differs on every statement line
 * and would only teach the model noise; a single letter says as little.
 */
const tellingWord = (word: string) => word.length > 1 && !/^\p{N}+$/u.test(word);

/** The size of an amount, in powers of two of whole units: 8 to 16 is one size of purchase, 1,024 to 2,048 another. */
const amountBucket = (cents: number) => Math.floor(Math.log2(Math.max(cents, 100) / 100));

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The features of one transaction. A word is the same feature in the payee and the description: one
 * bank names the shop in its payee column, another only in the purpose line.
 */
export function featuresOf(subject: CategorySubject): { payee: string[]; description: string[]; others: string[] } {
  const payee = wordsOf(subject.payee ?? '')
    .filter(tellingWord)
    .map((word) => `t:${word}`);
  const description = wordsOf(subject.trans_details)
    .filter((word) => tellingWord(word) && !payee.includes(`t:${word}`))
    .map((word) => `t:${word}`);
  const others = [`a:${amountBucket(subject.amount_cents)}`, `day:${weekdayOf(subject.date)}`];
  if (subject.account_id) others.push(`acc:${subject.account_id}`);
  return { payee, description, others };
}

/** Only a whole transaction's own category teaches: a split's parts share one payee but not one category. */
export const teaches = (record: Pick<TransactionRecord, 'category' | 'parts'>) =>
  record.category.trim() !== '' && record.parts === undefined;

/** The counts of one transaction type: its categories are its own (a salary is never a grocery). */
class KindCounts {
  /** category -> how many examples, and how many features they brought. */
  readonly classes = new Map<string, { examples: number; features: number }>();
  /** feature -> category -> how often they came together. */
  readonly features = new Map<string, Map<string, number>>();
  examples = 0;

  change(category: string, features: readonly string[], sign: 1 | -1) {
    // Forgetting what was never learned would leave counts below nothing.
    if (sign < 0 && !this.classes.has(category)) return;
    const counted = this.classes.get(category) ?? { examples: 0, features: 0 };
    const next = { examples: counted.examples + sign, features: counted.features + sign * features.length };
    if (next.examples <= 0) this.classes.delete(category);
    else this.classes.set(category, next);
    this.examples += sign;
    for (const feature of features) {
      const byCategory = this.features.get(feature) ?? new Map<string, number>();
      const count = (byCategory.get(category) ?? 0) + sign;
      if (count <= 0) byCategory.delete(category);
      else byCategory.set(category, count);
      if (byCategory.size === 0) this.features.delete(feature);
      else this.features.set(feature, byCategory);
    }
  }
}

export class CategoryModel {
  private readonly kinds = new Map<TransactionKind, KindCounts>();

  /** How many examples it has learned from. */
  get size(): number {
    let size = 0;
    for (const counts of this.kinds.values()) size += counts.examples;
    return size;
  }

  /** Learns from one categorised transaction; one without a category (or a split) teaches nothing. */
  add(record: CategorySubject & Pick<TransactionRecord, 'category' | 'parts'>): void {
    this.change(record, 1);
  }

  /** Forgets one example added before (an edited or deleted transaction's earlier version). */
  remove(record: CategorySubject & Pick<TransactionRecord, 'category' | 'parts'>): void {
    this.change(record, -1);
  }

  private change(record: CategorySubject & Pick<TransactionRecord, 'category' | 'parts'>, sign: 1 | -1) {
    if (!teaches(record)) return;
    const { payee, description, others } = featuresOf(record);
    let counts = this.kinds.get(record.trans_status);
    if (!counts) {
      if (sign < 0) return;
      counts = new KindCounts();
      this.kinds.set(record.trans_status, counts);
    }
    counts.change(record.category.trim(), [...payee, ...description, ...others], sign);
    if (counts.examples <= 0) this.kinds.delete(record.trans_status);
  }

  /**
   * The likeliest category of a transaction of its type, or undefined when the model is not sure
   * enough. Only words it has met make a suggestion: an amount and a weekday alone are no grounds.
   * With a payee, its words must be known: a new shop's "card payment" line, worded as every other
   * shop's, is not a reason to file it with them.
   */
  predict(subject: CategorySubject): CategoryGuess | undefined {
    const counts = this.kinds.get(subject.trans_status);
    if (!counts) return undefined;
    const { payee, description, others } = featuresOf(subject);
    const knownWords = (payee.length > 0 ? payee : description).filter((word) => counts.features.has(word));
    if (knownWords.length === 0) return undefined;
    // Features never seen with this type say nothing about its categories and are left out.
    const known = [...payee, ...description, ...others].filter((feature) => counts.features.has(feature));
    const vocabulary = counts.features.size;
    const scores: { category: string; log: number }[] = [];
    for (const [category, counted] of counts.classes) {
      let log = Math.log(counted.examples / counts.examples);
      for (const feature of known) {
        const together = counts.features.get(feature)?.get(category) ?? 0;
        // Laplace smoothing: a feature not seen with a category lowers it rather than ruling it out.
        log += Math.log((together + 1) / (counted.features + vocabulary));
      }
      scores.push({ category, log });
    }
    const best = scores.reduce((a, b) => (b.log > a.log ? b : a));
    const posterior = 1 / scores.reduce((sum, score) => sum + Math.exp(score.log - best.log), 0);
    // A posterior is sure of the only category there is: how often the best word was seen with the
    // winner tempers it, so one example gives two thirds of the certainty and ten give eleven twelfths.
    const seen = Math.max(...knownWords.map((word) => counts.features.get(word)?.get(best.category) ?? 0));
    const confidence = posterior * ((seen + 1) / (seen + 2));
    return confidence >= minConfidence ? { category: best.category, confidence } : undefined;
  }
}

/** "82% sure": the confidence as a person reads it. */
export const percentSure = (confidence: number) => `${Math.round(confidence * 100)}% sure`;
