import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const AccountsPage = lazyScreen(() => import('../features/accounts/AccountsPage'), 'AccountsPage');

export const accountsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/accounts',
  staticData: { title: 'Accounts' },
  component: AccountsPage,
});
