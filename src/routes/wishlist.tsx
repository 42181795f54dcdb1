import { createRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { wishlistSearchSchema } from '../features/wishlist/wishlistSearch';
import { withPagePreload } from './withPagePreload';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const WishlistPage = lazyScreen(() => import('../features/wishlist/WishlistPage'), 'WishlistPage');

export const wishlistRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/wishlist',
  staticData: { title: 'Wishlist' },
  validateSearch: (search) => v.parse(wishlistSearchSchema, search),
  component: withPagePreload(WishlistRoutePage, WishlistPage),
});

function WishlistRoutePage() {
  const search = wishlistRoute.useSearch();
  const navigate = useNavigate({ from: wishlistRoute.fullPath });
  return <WishlistPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
