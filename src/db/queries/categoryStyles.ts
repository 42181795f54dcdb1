import type { CategoryColour } from '../../domain/categoryColours';
import type { TransactionKind } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';

/** A category's colour by type and name: `colours.get(colourKey(kind, category))`. */
export type CategoryColours = ReadonlyMap<string, CategoryColour>;

export const colourKey = (kind: TransactionKind, category: string) => `${kind}\u0000${category}`;

/** Every colour the person gave a category: one small table, read whole. */
export async function categoryColours(db: MoneyKitchenDb): Promise<CategoryColours> {
  const styles = await db.categoryStyles.toArray();
  return new Map(styles.map((style) => [colourKey(style.trans_status, style.category), style.colour]));
}
