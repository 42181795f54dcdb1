import { createRoute } from '@tanstack/react-router';
import { transactionsSearchSchema } from '../features/transactions/transactionsSearch';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page, searchOf, searchStatePage } from './pageRoute';

const TransactionsPage = lazyScreen(() => import('../features/transactions/TransactionsPage'), 'TransactionsPage');

export const transactionsRoute = createRoute({
  ...page(signedInRoute, '/show_trans', 'Transactions'),
  validateSearch: searchOf(transactionsSearchSchema),
  component: searchStatePage(TransactionsPage),
});
