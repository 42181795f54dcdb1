import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const BudgetsPage = lazyScreen(() => import('../features/budgets/BudgetsPage'), 'BudgetsPage');

export const budgetsRoute = createRoute({ ...page(signedInRoute, '/budgets', 'Budgets'), component: BudgetsPage });
