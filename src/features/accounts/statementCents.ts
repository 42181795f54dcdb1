import { checkAmountText } from '../../domain/amountInput';
import type { Cents } from '../../domain/money';
import type { NumberMarks } from '../../domain/numberMarks';
import { personNumberMarks } from '../../ui/personLocale';

/**
 * The statement's ending balance as the account counts it, or undefined while the field holds no
 * valid amount. A card or loan statement is entered as the positive amount owed, as its opening
 * balance is, and counts negative.
 */
export function statementCents(
  text: string,
  liability: boolean,
  marks: NumberMarks = personNumberMarks(),
): Cents | undefined {
  if (!text.trim()) return undefined;
  const checked = checkAmountText(text.trim(), { label: '', minCents: 0, marks });
  if (!('cents' in checked)) return undefined;
  return (liability && checked.cents !== 0 ? -checked.cents : checked.cents) as Cents;
}
