import { createRoute } from '@tanstack/react-router';
import { budgetsSearchSchema } from '../features/budgets/budgetsSearch';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page, searchOf, searchStatePage } from './pageRoute';

const BudgetsPage = lazyScreen(() => import('../features/budgets/BudgetsPage'), 'BudgetsPage');

export const budgetsRoute = createRoute({
  ...page(signedInRoute, '/budgets', 'Budgets'),
  validateSearch: searchOf(budgetsSearchSchema),
  component: searchStatePage(BudgetsPage),
});
