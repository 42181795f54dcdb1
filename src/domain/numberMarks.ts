/** How a locale writes a number: its decimal mark and its grouping mark ('.' and ',' in en-US). */
export interface NumberMarks {
  decimal: string;
  group: string;
}

/** The marks the forms read by when no locale is given: a dot for decimals, commas between thousands. */
export const dotDecimalMarks: NumberMarks = { decimal: '.', group: ',' };

const known = new Map<string, NumberMarks>();

/**
 * The marks `locale` writes numbers with, as Intl formats 1234567.5 there: de-DE '1.234.567,5',
 * fr-FR '1 234 567,5' (a narrow no-break space), de-CH "1'234'567.5". The locale is the caller's
 * to know (the person's language); a tag Intl cannot read gives the dot-decimal marks.
 */
export function numberMarksOf(locale: string): NumberMarks {
  let marks = known.get(locale);
  if (!marks) {
    try {
      const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
      marks = {
        decimal: parts.find((part) => part.type === 'decimal')?.value ?? dotDecimalMarks.decimal,
        group: parts.find((part) => part.type === 'group')?.value ?? dotDecimalMarks.group,
      };
    } catch {
      marks = dotDecimalMarks;
    }
    known.set(locale, marks);
  }
  return marks;
}
