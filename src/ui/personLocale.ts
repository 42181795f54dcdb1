import { numberMarksOf, type NumberMarks } from '../domain/numberMarks';

/**
 * The person's language: the browser's first choice. The one place the app asks for it, so a
 * language setting (a later item of issue 46) replaces it here and every amount follows.
 */
export function browserLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
}

/** The person's language, or en-US where there is no browser to ask (the server, a test in Node). */
export function personLocale(): string {
  return browserLocale() ?? 'en-US';
}

/** How the person's language writes numbers: what a typed amount is read by. */
export function personNumberMarks(): NumberMarks {
  return numberMarksOf(personLocale());
}
