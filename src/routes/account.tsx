import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const AccountPage = lazyScreen(() => import('../features/accounts/AccountPage'), 'AccountPage');

export const accountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/accounts/$accountId',
  staticData: { title: 'Account' },
  component: AccountRoutePage,
});

function AccountRoutePage() {
  const { accountId } = accountRoute.useParams();
  return <AccountPage accountId={accountId} />;
}
