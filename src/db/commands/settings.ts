import type { CurrencyCode } from '../../domain/currencies';
import type { SettingRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { runCommand } from './runCommand';

/** An edit of the stored setting, or its first put (protocol step 11). */
export async function setFavoriteCurrency(db: MoneyKitchenDb, currency: CurrencyCode): Promise<SettingRecord> {
  const record: SettingRecord = { id: 'favorite_currency', value: currency };
  await runCommand(db, [{ kind: 'setting', op: 'edit', id: record.id, record }]);
  return record;
}
