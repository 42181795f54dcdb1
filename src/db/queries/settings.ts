import type { MoneyKitchenDb } from '../database';

/** Spec section 9: the favorite currency when none is set. */
export const defaultFavoriteCurrency = 'USD';

export async function favoriteCurrency(db: MoneyKitchenDb): Promise<string> {
  return (await db.settings.get('favorite_currency'))?.value ?? defaultFavoriteCurrency;
}
