import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const ReconcilePage = lazyScreen(() => import('../features/accounts/ReconcilePage'), 'ReconcilePage');

export const reconcileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/accounts/$accountId/reconcile',
  staticData: { title: 'Reconcile' },
  component: ReconcileRoutePage,
});

function ReconcileRoutePage() {
  const { accountId } = reconcileRoute.useParams();
  return <ReconcilePage accountId={accountId} />;
}
