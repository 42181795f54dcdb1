import { createRoute } from '@tanstack/react-router';
import { VersionHistoryPage } from '../features/version-history/VersionHistoryPage';
import { rootRoute } from './root';

export const versionHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/version-history',
  component: VersionHistoryPage,
});
