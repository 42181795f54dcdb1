import type { Change } from '../../src/domain/mutations';
import type { RecordKinds } from '../../src/domain/records';
import { partsAddUp, splitTexts } from '../../src/domain/splits';
import { transferProblem } from '../../src/domain/transfers';
import { completedWishText } from '../../src/domain/wishes';

/**
 * Rules that depend on the stored state, beyond the shape the schema checks. Answered as a reason,
 * never thrown: a refused sync mutation must not block the ones behind it (protocol step 3).
 */
export function ruleViolation(change: Change, current: RecordKinds[Change['kind']] | undefined): string | undefined {
  // Across fields, so not in the schema: also a field-merged edit from two devices must keep two currencies.
  if (change.kind === 'transfer' && change.op === 'put') return transferProblem(change.record)?.error;
  // A merged edit cannot break it (src/domain/merge.ts keepPartsWhole); a put can.
  // A schedule's parts follow the same rule: every occurrence carries them (issue 45, item 1).
  const splittable = change.kind === 'transaction' || change.kind === 'scheduled';
  if (splittable && change.op === 'put' && !partsAddUp(change.record)) return splitTexts.mismatch;
  if (change.kind === 'wish' && current && (current as RecordKinds['wish']).status) {
    if (change.op === 'delete') return completedWishText;
    const next = change.record as RecordKinds['wish'];
    const wish = current as RecordKinds['wish'];
    const onlyStatusChanged =
      next.price_cents === wish.price_cents &&
      next.currency === wish.currency &&
      next.year === wish.year &&
      next.wish_details === wish.wish_details &&
      next.link === wish.link;
    if (!onlyStatusChanged) return completedWishText;
  }
  return undefined;
}
