import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { linkPage, page } from './pageRoute';

const AccountPage = lazyScreen(() => import('../features/accounts/AccountPage'), 'AccountPage');

export const accountRoute = createRoute({
  ...page(signedInRoute, '/accounts/$accountId', 'Account'),
  component: linkPage(AccountPage, 'params'),
});
