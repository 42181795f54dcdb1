import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const CategoriesPage = lazyScreen(() => import('../features/categories/CategoriesPage'), 'CategoriesPage');

export const categoriesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/categories',
  staticData: { title: 'Categories' },
  component: CategoriesPage,
});
