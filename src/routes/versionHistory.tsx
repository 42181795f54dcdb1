import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { lazyScreen } from './lazyScreen';

const VersionHistoryPage = lazyScreen(
  () => import('../features/version-history/VersionHistoryPage'),
  'VersionHistoryPage',
);

export const versionHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/version-history',
  staticData: { title: 'Version History' },
  component: VersionHistoryPage,
});
