import * as v from 'valibot';
import { maxWishYear, minWishYear } from '../../domain/records';

/**
 * /wishlist?year=&page= : the year shown and the page live in the URL, so a reload or Back shows the
 * same rows. The router parses values as JSON first (year=2026 arrives as a number); anything
 * unusable is dropped rather than failing the page.
 */
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform(Number),
        v.number(),
        v.integer(),
        v.minValue(min),
        v.maxValue(max),
      ),
    ),
    undefined,
  );

export const wishlistSearchSchema = v.object({
  year: wholeNumber(minWishYear, maxWishYear),
  page: wholeNumber(1),
});

export type WishlistSearch = v.InferOutput<typeof wishlistSearchSchema>;

/** The year shown when the URL names none: this year, kept inside the range a wish may have. */
export function currentWishYear(now: Date): number {
  return Math.min(maxWishYear, Math.max(minWishYear, now.getFullYear()));
}
