import { createContext, useContext } from 'react';

/**
 * The person's own currencies, the picker's first options: the favorite, then the ones used lately
 * on this device. A function, read when the list opens, so a save elsewhere shows at the next opening.
 * The workspace provides it (src/ui reads no database); outside one the list is in code order.
 */
export const CurrencyOrderContext = createContext<() => readonly string[]>(() => []);

export function useCurrencyOrder(): () => readonly string[] {
  return useContext(CurrencyOrderContext);
}
