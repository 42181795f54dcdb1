import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

const VersionHistoryPage = lazyPage(() =>
  import('../features/version-history/VersionHistoryPage').then((m) => m.VersionHistoryPage),
);

export const versionHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/version-history',
  component: VersionHistoryPage,
});
