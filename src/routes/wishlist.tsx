import { createRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { WishlistPage } from '../features/wishlist/WishlistPage';
import { wishlistSearchSchema } from '../features/wishlist/wishlistSearch';
import { signedInRoute } from './signedIn';

export const wishlistRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/wishlist',
  validateSearch: (search) => v.parse(wishlistSearchSchema, search),
  component: WishlistRoutePage,
});

function WishlistRoutePage() {
  const search = wishlistRoute.useSearch();
  const navigate = useNavigate({ from: wishlistRoute.fullPath });
  return <WishlistPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
