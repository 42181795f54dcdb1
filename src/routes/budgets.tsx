import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const BudgetsPage = lazyScreen(() => import('../features/budgets/BudgetsPage'), 'BudgetsPage');

export const budgetsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/budgets',
  staticData: { title: 'Budgets' },
  component: BudgetsPage,
});
