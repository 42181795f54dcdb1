import { createRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { transactionsSearchSchema } from '../features/transactions/transactionsSearch';
import { withPagePreload } from './withPagePreload';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const TransactionsPage = lazyScreen(() => import('../features/transactions/TransactionsPage'), 'TransactionsPage');

export const transactionsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_trans',
  staticData: { title: 'Transactions' },
  validateSearch: (search) => v.parse(transactionsSearchSchema, search),
  component: withPagePreload(TransactionsRoutePage, TransactionsPage),
});

function TransactionsRoutePage() {
  const search = transactionsRoute.useSearch();
  const navigate = useNavigate({ from: transactionsRoute.fullPath });
  return (
    <TransactionsPage
      search={search}
      onSearchChange={(next, { replace }) => void navigate({ search: next, replace })}
    />
  );
}
