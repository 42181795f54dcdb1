import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const BudgetsPage = lazyRouteComponent(() => import('../features/budgets/BudgetsPage'), 'BudgetsPage');

export const budgetsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/budgets',
  staticData: { title: 'Budgets' },
  component: BudgetsPage,
});
