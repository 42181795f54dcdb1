import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const VersionHistoryPage = lazyScreen(
  () => import('../features/version-history/VersionHistoryPage'),
  'VersionHistoryPage',
);

export const versionHistoryRoute = createRoute({
  ...page(rootRoute, '/version-history', 'Version History'),
  component: VersionHistoryPage,
});
