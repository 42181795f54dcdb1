import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const PayeesPage = lazyScreen(() => import('../features/payees/PayeesPage'), 'PayeesPage');

export const payeesRoute = createRoute({
  ...page(signedInRoute, '/payees', 'Payees'),
  component: PayeesPage,
});
