import { createRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { budgetsSearchSchema } from '../features/budgets/budgetsSearch';
import { withPagePreload } from './withPagePreload';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const BudgetsPage = lazyScreen(() => import('../features/budgets/BudgetsPage'), 'BudgetsPage');

export const budgetsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/budgets',
  staticData: { title: 'Budgets' },
  validateSearch: (search) => v.parse(budgetsSearchSchema, search),
  component: withPagePreload(BudgetsRoutePage, BudgetsPage),
});

function BudgetsRoutePage() {
  const search = budgetsRoute.useSearch();
  const navigate = useNavigate({ from: budgetsRoute.fullPath });
  return <BudgetsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
