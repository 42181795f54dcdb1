import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { linkPage, page } from './pageRoute';

const ReconcilePage = lazyScreen(() => import('../features/accounts/ReconcilePage'), 'ReconcilePage');

export const reconcileRoute = createRoute({
  ...page(signedInRoute, '/accounts/$accountId/reconcile', 'Reconcile'),
  component: linkPage(ReconcilePage, 'params'),
});
