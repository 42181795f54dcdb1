import { Hono } from 'hono';
import * as v from 'valibot';
import { categoriesFor } from '../../src/domain/categories';
import { csvFileName } from '../../src/domain/csv';
import { firstPartCategory } from '../../src/domain/splits';
import { todayIn, type IsoDate } from '../../src/domain/dates';
import type { Cents } from '../../src/domain/money';
import type { TransactionRecord } from '../../src/domain/records';
import { transactionBodySchema } from '../../src/domain/restBodies';
import { addAnswer } from './addAnswer';
import { csvExportStream } from './csvExport';
import type { AuthVariables } from '../http/requireAuth';
import type { Logger } from '../logger';
import { validBody, validQuery } from '../http/validate';
import type { RecordsService } from '../records/records.service';
import { dateRangeQuery, effectiveRange } from './dateRangeQuery';
import { datedPage } from './datedPage';
import type { MoneyRepository } from './money.repository';
import {
  applyOrRefuse,
  findOrNotFound,
  newRecordStamp,
  withSentParts,
  withSentPayee,
  withSentTags,
} from './restRecords';
import { transactionJson } from './wire';

const perPage = 10;
const categoryQuery = v.object({
  status: v.optional(v.picklist(['deposit', 'withdraw'], 'status must be deposit or withdraw'), 'withdraw'),
});

export interface MoneyRouteDeps {
  money: MoneyRepository;
  records: RecordsService;
  clock: () => Date;
}

/** Spec section 7, "Transactions and net worth" (the list, the writes, categories and CSV). */
export function transactionsRoutes({ money, records, clock }: MoneyRouteDeps, logger: Pick<Logger, 'error'>) {
  const today = () => todayIn(clock(), 'UTC');

  const findTransaction = (userId: string, id: string) =>
    findOrNotFound(records, userId, 'transaction', id, 'Transaction not found');

  /**
   * Without dates the original client gets what its list shows by default, the current month newest
   * first, named by the effective dates (server-behaviour.md; issue 49, item 12). With dates, as before.
   */
  function csvExport(query: { start_date: string; end_date: string }) {
    const { start_date, end_date } = query;
    if (!start_date && !end_date) {
      const month = effectiveRange('', '', today());
      return { range: month, newestFirst: true, name: `transactions_${month.start}_to_${month.end}.csv` };
    }
    const name = csvFileName(
      (start_date || undefined) as IsoDate | undefined,
      (end_date || undefined) as IsoDate | undefined,
      today(),
    );
    return { range: effectiveRange(start_date, end_date, today()), newestFirst: false, name };
  }

  return new Hono<{ Variables: AuthVariables }>()
    .get('/get-category/', validQuery(categoryQuery), async (c) => {
      const kind = c.req.valid('query').status;
      return c.json({ category: categoriesFor(kind, await money.categoryCounts(c.get('auth').userId, kind)) });
    })
    .post('/transaction/add-transactions/', validBody(transactionBodySchema), async (c) => {
      const { id, amount, date, account_id, account_amount, payee, tags, parts, ...body } = c.req.valid('json');
      const record: TransactionRecord = {
        ...body,
        ...(payee && { payee }),
        ...(tags && { tags }),
        // A split's parts, and its first part's category as the transaction's (issue 45).
        ...parts,
        ...newRecordStamp(id, clock()),
        amount_cents: amount,
        date: (date || today()) as IsoDate,
        scheduled_id: null,
        wish_id: null,
        ...(account_id && { account_id }),
        ...(typeof account_amount === 'number' && { account_cents: account_amount }),
      };
      return addAnswer(c, await records.addOnce(c.get('auth').userId, 'transaction', record), (stored) => ({
        message: 'Transaction added successfully!',
        transaction: transactionJson(stored),
      }));
    })
    .post('/transaction/update-transactions/:id/', validBody(transactionBodySchema), async (c) => {
      const userId = c.get('auth').userId;
      const current = await findTransaction(userId, c.req.param('id'));
      const {
        amount,
        date,
        id: _ignored,
        account_id,
        account_amount,
        payee,
        tags,
        parts,
        ...body
      } = c.req.valid('json');
      const kept = withSentParts(
        withSentTags(withSentPayee(withoutAccountAmount(current), payee), tags),
        parts === undefined || parts === null ? parts : parts.parts,
      );
      const record = {
        ...kept,
        ...body,
        // A split keeps its first part's category, whatever category a caller unaware of splits sends.
        ...(kept.parts !== undefined && { category: firstPartCategory(kept.parts) }),
        amount_cents: amount,
        date: (date || current.date) as IsoDate,
        // A caller that names no account (the spec's front end) leaves the transaction in its account.
        ...(account_id && { account_id }),
        ...accountAmountAfterEdit(current, body.currency, account_amount),
      };
      await applyOrRefuse(records, userId, [{ kind: 'transaction', op: 'put', id: record.id, record }]);
      return c.json({ message: 'Transaction updated successfully!', transaction: transactionJson(record) });
    })
    .delete('/transaction/delete-transactions/:id/', async (c) => {
      const userId = c.get('auth').userId;
      const { id } = await findTransaction(userId, c.req.param('id'));
      await records.apply(userId, [{ kind: 'transaction', op: 'delete', id }]);
      return c.json({ message: 'Transaction deleted successfully' });
    })
    .get('/transaction/get-transactions/', validQuery(dateRangeQuery), async (c) => {
      const userId = c.get('auth').userId;
      const { rows, ...page } = await datedPage(
        c.req.valid('query'),
        today(),
        perPage,
        (range) => money.countTransactions(userId, range),
        (range, limit, offset) => money.transactionsPage(userId, range, limit, offset),
      );
      return c.json({ transactions: rows.map(transactionJson), ...page });
    })
    .get('/transaction/export-csv/', validQuery(dateRangeQuery), async (c) => {
      const { range, newestFirst, name } = csvExport(c.req.valid('query'));
      const body = await csvExportStream(money, logger, c.get('auth').userId, range, newestFirst);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${name}"`);
      c.header('Access-Control-Expose-Headers', 'Content-Disposition');
      return c.body(body);
    });
}

function withoutAccountAmount({ account_cents: _amount, ...transaction }: TransactionRecord): TransactionRecord {
  return transaction;
}

/**
 * The amount in the account's currency after an edit: the one sent, else the stored one while the
 * currency stays (a caller unaware of accounts keeps it; a new currency needs a new amount).
 */
function accountAmountAfterEdit(current: TransactionRecord, currency: string, sent: number | null | undefined) {
  if (typeof sent === 'number') return { account_cents: sent as Cents };
  return current.account_cents !== undefined && currency === current.currency
    ? { account_cents: current.account_cents }
    : {};
}
