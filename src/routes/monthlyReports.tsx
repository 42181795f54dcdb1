import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { signedInRoute } from './signedIn';

export const monthlyReportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/monthly-reports',
  component: () => <PageHeader title="Monthly Reports" subtitle="Breakdown for Current Month" />,
});
