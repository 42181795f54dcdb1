import type { Migration } from 'kysely';
import type { DatabaseKind } from '../database';
import { createUsers } from './0001_create_users';
import { createSignIn } from './0002_create_sign_in';
import { createRecords } from './0003_create_records';
import { createExchangeRates } from './0004_create_exchange_rates';
import { createTransactionsListIndex } from './0005_transactions_list_index';
import { createCurrencyTotals } from './0006_currency_totals';
import { createRefreshSuccessor } from './0008_refresh_successor';
import { addUsernameKey } from './0009_username_key';
import { addScheduledActiveSince } from './0010_scheduled_active_since';
import { createFieldConflicts } from './0012_field_conflicts';
import { createSharedRateLimits } from './0014_shared_rate_limits';
import { createBudgets } from './0015_budgets';
import { createTransfers } from './0016_transfers';
import { createCategoryStyles } from './0017_category_styles';
import { createAccounts } from './0018_accounts';
import { createTwoFactor } from './0019_two_factor';
import { createPasskeys } from './0020_passkeys';
import { createDatabaseIdentity } from './0021_database_identity';
import { addPayees } from './0022_payees';
import { addTags } from './0023_tags';
import { addSplitParts } from './0024_split_parts';
import { addScheduledParts } from './0025_scheduled_parts';
import { addCsvColumnIndexes } from './0026_csv_column_indexes';
import { createRules } from './0027_rules';
import { addScheduledRule } from './0028_scheduled_rule';

/**
 * Frozen and append-only: what a shipped migration builds never changes, a change is a new file.
 * Migrations import only each other's frozen builders (recordTable.ts), never application code, so
 * they mean tomorrow what they meant today.
 */
export function migrations(_kind: DatabaseKind): Record<string, Migration> {
  return {
    '0001_create_users': createUsers(),
    '0002_create_sign_in': createSignIn(),
    '0003_create_records': createRecords(),
    '0004_create_exchange_rates': createExchangeRates(),
    '0005_transactions_list_index': createTransactionsListIndex(),
    '0006_currency_totals': createCurrencyTotals(),
    '0008_refresh_successor': createRefreshSuccessor(),
    '0009_username_key': addUsernameKey(),
    '0010_scheduled_active_since': addScheduledActiveSince(),
    '0012_field_conflicts': createFieldConflicts(),
    '0014_shared_rate_limits': createSharedRateLimits(),
    '0015_budgets': createBudgets(),
    '0016_transfers': createTransfers(),
    '0017_category_styles': createCategoryStyles(),
    '0018_accounts': createAccounts(),
    '0019_two_factor': createTwoFactor(),
    '0020_passkeys': createPasskeys(),
    '0021_database_identity': createDatabaseIdentity(),
    '0022_payees': addPayees(),
    '0023_tags': addTags(),
    '0024_split_parts': addSplitParts(),
    '0025_scheduled_parts': addScheduledParts(),
    '0026_csv_column_indexes': addCsvColumnIndexes(),
    '0027_rules': createRules(),
    '0028_scheduled_rule': addScheduledRule(),
  };
}
