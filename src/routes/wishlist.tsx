import { lazyPage } from './lazyPage';
import { createRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { wishlistSearchSchema } from '../features/wishlist/wishlistSearch';
import { signedInRoute } from './signedIn';

const WishlistPage = lazyPage(() => import('../features/wishlist/WishlistPage').then((m) => m.WishlistPage));

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
