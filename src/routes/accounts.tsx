import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const AccountsPage = lazyScreen(() => import('../features/accounts/AccountsPage'), 'AccountsPage');

export const accountsRoute = createRoute({ ...page(signedInRoute, '/accounts', 'Accounts'), component: AccountsPage });
