import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const CategoriesPage = lazyScreen(() => import('../features/categories/CategoriesPage'), 'CategoriesPage');

export const categoriesRoute = createRoute({
  ...page(signedInRoute, '/categories', 'Categories'),
  component: CategoriesPage,
});
