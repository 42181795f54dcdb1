import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

const VersionHistoryPage = lazyRouteComponent(
  () => import('../features/version-history/VersionHistoryPage'),
  'VersionHistoryPage',
);

export const versionHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/version-history',
  staticData: { title: 'Version History' },
  component: VersionHistoryPage,
});
