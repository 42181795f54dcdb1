import { createRoute } from '@tanstack/react-router';
import { reportsSearchSchema } from '../features/reports/reportsSearch';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page, searchOf, searchStatePage } from './pageRoute';

const FinancialReportsPage = lazyScreen(
  () => import('../features/reports/FinancialReportsPage'),
  'FinancialReportsPage',
);

export const reportsRoute = createRoute({
  ...page(signedInRoute, '/reports', 'Financial Reports'),
  validateSearch: searchOf(reportsSearchSchema),
  component: searchStatePage(FinancialReportsPage),
});
