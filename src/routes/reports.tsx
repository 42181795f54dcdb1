import { createRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { reportsSearchSchema } from '../features/reports/reportsSearch';
import { withPagePreload } from './withPagePreload';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const FinancialReportsPage = lazyScreen(
  () => import('../features/reports/FinancialReportsPage'),
  'FinancialReportsPage',
);

export const reportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/reports',
  staticData: { title: 'Financial Reports' },
  validateSearch: (search) => v.parse(reportsSearchSchema, search),
  component: withPagePreload(ReportsRoutePage, FinancialReportsPage),
});

function ReportsRoutePage() {
  const search = reportsRoute.useSearch();
  const navigate = useNavigate({ from: reportsRoute.fullPath });
  return <FinancialReportsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
