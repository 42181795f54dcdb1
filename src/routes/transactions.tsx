import { createRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { TransactionsPage } from '../features/transactions/TransactionsPage';
import { transactionsSearchSchema } from '../features/transactions/transactionsSearch';
import { signedInRoute } from './signedIn';

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
