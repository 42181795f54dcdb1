import { Hono } from 'hono';
import * as v from 'valibot';
import { todayIn } from '../../src/domain/dates';
import type { Change } from '../../src/domain/mutations';
import type { WishRecord } from '../../src/domain/records';
import { wishBodySchema } from '../../src/domain/restBodies';
import { completedWishText, wishCompletionChanges } from '../../src/domain/wishes';
import { badRequest } from '../errors';
import { addAnswer } from './addAnswer';
import type { AuthVariables } from '../http/requireAuth';
import { validBody, validQuery } from '../http/validate';
import { applyOrRefuse, findOrNotFound, newRecordStamp } from './restRecords';
import type { MoneyRouteDeps } from './transactions.routes';
import { paginate, wishJson } from './wire';

const wishlistQuery = v.object({
  year: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}$/, 'year must be 2000 to 2100'),
      v.transform(Number),
      v.minValue(2000, 'year must be 2000 to 2100'),
      v.maxValue(2100, 'year must be 2000 to 2100'),
    ),
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'page must be a whole number'), v.transform(Number)), '1'),
});

/** Spec section 7, "Wishlist". A completed wish is locked; completing it records its purchase. */
export function wishlistRoutes({ money, records, clock }: MoneyRouteDeps) {
  const findWish = (userId: string, id: string) => findOrNotFound(records, userId, 'wish', id, 'Wish not found');
  const apply = (userId: string, changes: Change[]) => applyOrRefuse(records, userId, changes);

  return new Hono<{ Variables: AuthVariables }>()
    .get('/wishlist/get-wishlist/', validQuery(wishlistQuery), async (c) => {
      const query = c.req.valid('query');
      const year = query.year ?? clock().getUTCFullYear();
      const { items, pagination } = paginate(await money.wishes(c.get('auth').userId, year), query.page, 20);
      return c.json({ wishlist: items.map(wishJson), pagination });
    })
    .post('/wishlist/add-wish/', validBody(wishBodySchema), async (c) => {
      const userId = c.get('auth').userId;
      const { id, price, ...body } = c.req.valid('json');
      const wish: WishRecord = { ...body, ...newRecordStamp(id, clock()), price_cents: price, status: false };
      return addAnswer(c, await records.addOnce(userId, 'wish', wish), (stored) => ({
        message: 'Wish added successfully!',
        wish: wishJson(stored),
      }));
    })
    .post('/wishlist/update-wish/:id/', validBody(wishBodySchema), async (c) => {
      const userId = c.get('auth').userId;
      const current = await findWish(userId, c.req.param('id'));
      if (current.status) throw badRequest('wish_completed', completedWishText);
      const { price, id: _ignored, ...body } = c.req.valid('json');
      const wish: WishRecord = { ...current, ...body, price_cents: price };
      await apply(userId, [{ kind: 'wish', op: 'put', id: wish.id, record: wish }]);
      return c.json({ message: 'Wish updated successfully!', wish: wishJson(wish) });
    })
    .delete('/wishlist/delete-wish/:id/', async (c) => {
      const userId = c.get('auth').userId;
      const current = await findWish(userId, c.req.param('id'));
      if (current.status) throw badRequest('wish_completed', completedWishText);
      await apply(userId, [{ kind: 'wish', op: 'delete', id: current.id }]);
      return c.json({ message: 'Wish deleted successfully' });
    })
    .post('/wishlist/update-wish-status/:id/', async (c) => {
      const userId = c.get('auth').userId;
      const current = await findWish(userId, c.req.param('id'));
      const now = clock();
      await apply(userId, wishCompletionChanges(current, !current.status, now, todayIn(now, 'UTC')));
      return c.json({
        message: current.status ? 'Wish marked as pending' : 'Wish marked as completed',
        wish: wishJson({ ...current, status: !current.status }),
      });
    });
}
