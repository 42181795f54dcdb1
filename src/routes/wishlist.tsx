import { createRoute } from '@tanstack/react-router';
import { wishlistSearchSchema } from '../features/wishlist/wishlistSearch';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page, searchOf, searchStatePage } from './pageRoute';

const WishlistPage = lazyScreen(() => import('../features/wishlist/WishlistPage'), 'WishlistPage');

export const wishlistRoute = createRoute({
  ...page(signedInRoute, '/wishlist', 'Wishlist'),
  validateSearch: searchOf(wishlistSearchSchema),
  component: searchStatePage(WishlistPage),
});
