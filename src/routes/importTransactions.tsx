import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const ImportPage = lazyScreen(() => import('../features/import/ImportPage'), 'ImportPage');

export const importRoute = createRoute({
  ...page(signedInRoute, '/import_trans', 'Import transactions'),
  component: ImportPage,
});
