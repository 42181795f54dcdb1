import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { signedInRoute } from './signedIn';

export const wishlistRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/wishlist',
  component: () => <PageHeader title="Wishlist" subtitle="View and manage your wishlist items" />,
});
