import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const CategoriesPage = lazyRouteComponent(() => import('../features/categories/CategoriesPage'), 'CategoriesPage');

export const categoriesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/categories',
  staticData: { title: 'Categories' },
  component: CategoriesPage,
});
