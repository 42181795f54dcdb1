import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, type ReactNode } from 'react';
import { favoriteCurrency } from '../../db/queries/settings';
import { readRecentCurrencies } from '../../db/recentCurrencies';
import { CurrencyOrderContext } from '../../ui/currencyOrder';
import { useDatabase } from './WorkspaceContext';

/**
 * The currencies every currency picker offers first (issue 46, item 4): the person's favorite, then
 * those saved lately on this device, read afresh each time a list opens.
 */
export function CurrencyOrderProvider({ children }: { children: ReactNode }) {
  const db = useDatabase();
  const favorite = useLiveQuery(() => favoriteCurrency(db), [db]);
  const order = useCallback(
    () => [...new Set([...(favorite ? [favorite] : []), ...readRecentCurrencies(db.name)])],
    [db, favorite],
  );
  return <CurrencyOrderContext.Provider value={order}>{children}</CurrencyOrderContext.Provider>;
}
