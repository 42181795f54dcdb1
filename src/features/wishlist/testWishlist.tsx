/** Test-only: the wishlist wired to a memory router's URL as the real route does. Not used by the app. */
import { addWish, type WishInput } from '../../db/commands/wishes';
import type { MoneyKitchenDb } from '../../db/database';
import type { Cents } from '../../domain/money';
import type { WishRecord } from '../../domain/records';
import { renderSearchScreen } from '../../../tests/support/renderScreen';
import { WishlistPage } from './WishlistPage';
import { wishlistSearchSchema } from './wishlistSearch';

export function renderWishlist(db: MoneyKitchenDb, url = '/wishlist') {
  return renderSearchScreen(db, WishlistPage, { path: '/wishlist', url, schema: wishlistSearchSchema });
}

export const thisYear = new Date().getFullYear();

/** Adds a wish through the command path; the price in cents. */
export function seedWish(
  db: MoneyKitchenDb,
  overrides: Partial<Omit<WishInput, 'price_cents'>> & { cents?: number } = {},
): Promise<WishRecord> {
  const { cents = 45000, ...rest } = overrides;
  return addWish(
    db,
    { price_cents: cents as Cents, currency: 'USD', year: thisYear, wish_details: 'Bike', link: '', ...rest },
    new Date(),
  );
}
