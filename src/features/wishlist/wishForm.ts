import type { WishInput } from '../../db/commands/wishes';
import { isCurrencyCode } from '../../domain/currencies';
import { centsToDecimalString, parseAmount } from '../../domain/money';
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
    price: centsToDecimalString(wish.price_cents),
    currency: wish.currency,
    year: String(wish.year),
    link: wish.link,
    details: wish.wish_details,
  };
}

export type CheckedWish = { input: WishInput; error?: undefined } | { input?: undefined; error: string };

/** The form as a command's input, or the first problem (spec section 5 first). */
export function checkWishForm(values: WishFormValues): CheckedWish {
  const priceText = values.price.trim();
  if (!priceText || !values.currency) return { error: wishlistTexts.required };
  const price = parseAmount(priceText);
  if (price === undefined || price < 0) return { error: wishlistTexts.badPrice };
  if (!isCurrencyCode(values.currency)) return { error: wishlistTexts.badCurrency };
  const yearText = values.year.trim();
  const year = Number(yearText);
  if (!yearText || !Number.isInteger(year) || year < minWishYear || year > maxWishYear) {
    return { error: wishlistTexts.badYear };
  }
  const link = values.link.trim();
  if (link && !isWebLink(link)) return { error: wishlistTexts.badLink };
  const details = values.details.trim();
  if (details.length > maxTextLength) return { error: wishlistTexts.tooLong(maxTextLength) };
  return { input: { price_cents: price, currency: values.currency, year, link, wish_details: details } };
}
