import { Hono } from 'hono';
import { favoriteCurrencyChangeSchema } from '../../src/domain/accounts';
import { defaultCurrency } from '../../src/domain/currencies';
import type { Sessions } from '../accounts/sessions';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody } from '../http/validate';
import type { RecordsService } from '../records/records.service';

/** The favorite currency is a synced setting record; these are the spec's calls for it. */
export function settingsRoutes(records: RecordsService, sessions: Sessions, clock: () => Date) {
  const signedIn = requireAuth(sessions, clock);
  return new Hono<{ Variables: AuthVariables }>()
    .get('/get-fav-currency/', signedIn, async (c) => {
      const setting = await records.find(c.get('auth').userId, 'setting', 'favorite_currency');
      return c.json({ favorite_currency: setting?.value ?? defaultCurrency });
    })
    .post('/change-fav-currency/', signedIn, validBody(favoriteCurrencyChangeSchema), async (c) => {
      const value = c.req.valid('json').fav_currency;
      const id = 'favorite_currency';
      await records.apply(c.get('auth').userId, [{ kind: 'setting', op: 'put', id, record: { id, value } }]);
      return c.json({ success: true, favorite_currency: value });
    });
}
