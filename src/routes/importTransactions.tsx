import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const ImportPage = lazyScreen(() => import('../features/import/ImportPage'), 'ImportPage');

export const importRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/import_trans',
  staticData: { title: 'Import transactions' },
  component: ImportPage,
});
