import type { WishInput } from '../../db/commands/wishes';
import { isCurrencyCode } from '../../domain/currencies';
import { checkAmountText } from '../../domain/amountInput';
import type { NumberMarks } from '../../domain/numberMarks';
import { personNumberMarks } from '../../ui/personLocale';
import { amountFieldText } from '../../ui/formatCents';
import type { FormCheck } from '../../ui/useRecordForm';
import { maxTextLength, maxWishYear, minWishYear, type WishRecord } from '../../domain/records';
import { isWebLink } from '../../domain/webLink';
import { wishlistTexts } from './wishlistTexts';

/** What the modal's fields hold, as typed. `currency` is '' until the person picks one. */
export interface WishFormValues {
  price: string;
  currency: string;
  year: string;
  link: string;
  details: string;
}

export function blankWishForm(year: number): WishFormValues {
  return { price: '', currency: '', year: String(year), link: '', details: '' };
}

export function wishFormOf(wish: WishRecord): WishFormValues {
  return {
    price: amountFieldText(wish.price_cents, wish.currency),
    currency: wish.currency,
    year: String(wish.year),
    link: wish.link,
    details: wish.wish_details,
  };
}

export type CheckedWish = FormCheck<WishInput, keyof WishFormValues>;

/** The form as a command's input, or the first problem (spec section 5 first). */
export function checkWishForm(values: WishFormValues, marks: NumberMarks = personNumberMarks()): CheckedWish {
  const priceText = values.price.trim();
  if (!priceText || !values.currency) return { error: wishlistTexts.required, field: priceText ? 'currency' : 'price' };
  const checked = checkAmountText(priceText, { label: 'Price', minCents: 0, marks });
  if ('error' in checked) return { error: checked.error, field: 'price' };
  const price = checked.cents;
  if (!isCurrencyCode(values.currency)) return { error: wishlistTexts.badCurrency, field: 'currency' };
  const yearText = values.year.trim();
  const year = Number(yearText);
  if (!yearText || !Number.isInteger(year) || year < minWishYear || year > maxWishYear) {
    return { error: wishlistTexts.badYear, field: 'year' };
  }
  const link = values.link.trim();
  if (link && !isWebLink(link)) return { error: wishlistTexts.badLink, field: 'link' };
  const details = values.details.trim();
  if (details.length > maxTextLength) return { error: wishlistTexts.tooLong(maxTextLength), field: 'details' };
  return { input: { price_cents: price, currency: values.currency, year, link, wish_details: details } };
}
