import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const ImportPage = lazyRouteComponent(() => import('../features/import/ImportPage'), 'ImportPage');

export const importRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/import_trans',
  staticData: { title: 'Import transactions' },
  component: ImportPage,
});
