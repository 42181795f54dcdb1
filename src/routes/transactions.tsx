import { lazyPage } from './lazyPage';
import { createRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { transactionsSearchSchema } from '../features/transactions/transactionsSearch';
import { signedInRoute } from './signedIn';

const TransactionsPage = lazyPage(() =>
  import('../features/transactions/TransactionsPage').then((m) => m.TransactionsPage),
);

export const transactionsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_trans',
  validateSearch: (search) => v.parse(transactionsSearchSchema, search),
  component: TransactionsRoutePage,
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
