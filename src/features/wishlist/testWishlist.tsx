/** Test-only: the wishlist wired to a memory router's URL as the real route does. Not used by the app. */
import { useLocation, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { addWish, type WishInput } from '../../db/commands/wishes';
import type { MoneyKitchenDb } from '../../db/database';
import type { Cents } from '../../domain/money';
import type { WishRecord } from '../../domain/records';
import { renderWithDb } from '../transactions/testWorkspace';
import { WishlistPage } from './WishlistPage';
import { wishlistSearchSchema } from './wishlistSearch';

function WishlistAtUrl() {
  const search = v.parse(wishlistSearchSchema, useLocation().search);
  const navigate = useNavigate();
  return (
    <WishlistPage
      search={search}
      onSearchChange={(next) => void navigate({ to: '/wishlist', search: next as never })}
    />
  );
}

export function renderWishlist(db: MoneyKitchenDb, url = '/wishlist') {
  return renderWithDb(db, () => <WishlistAtUrl />, {
    path: '/wishlist',
    url,
    validateSearch: (search) => v.parse(wishlistSearchSchema, search),
  });
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
