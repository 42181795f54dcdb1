import { lazyPage } from './lazyPage';
import { createRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { reportsSearchSchema } from '../features/reports/reportsSearch';
import { signedInRoute } from './signedIn';

const FinancialReportsPage = lazyPage(() =>
  import('../features/reports/FinancialReportsPage').then((m) => m.FinancialReportsPage),
);

export const reportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/reports',
  validateSearch: (search) => v.parse(reportsSearchSchema, search),
  component: ReportsRoutePage,
});

function ReportsRoutePage() {
  const search = reportsRoute.useSearch();
  const navigate = useNavigate({ from: reportsRoute.fullPath });
  return <FinancialReportsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
