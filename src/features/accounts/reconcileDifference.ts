import type { Cents } from '../../domain/money';
import type { AccountLine, ReconcileStart } from './ledgerSource';

/** A line whose tick the person changed on the screen, with what it does to the account. */
export interface TickChange {
  ticked: boolean;
  cents: Cents;
  /** Marked cleared as stored, so ticked when the screen opened. */
  wasTicked: boolean;
}

/** Whether a line is ticked: as the person set it, else ticked when it is marked cleared. */
export function isTicked(line: AccountLine, ticks: ReadonlyMap<string, TickChange>): boolean {
  return ticks.get(line.id)?.ticked ?? line.clearance === 'cleared';
}

/** The ticks after the person changed this line's. */
export function toggledTicks(ticks: ReadonlyMap<string, TickChange>, line: AccountLine): Map<string, TickChange> {
  const next = new Map(ticks);
  const wasTicked = ticks.get(line.id)?.wasTicked ?? line.clearance === 'cleared';
  next.set(line.id, { ticked: !isTicked(line, ticks), cents: line.cents, wasTicked });
  return next;
}

/**
 * The cleared balance with the ticks, and what still differs from the statement (issue 44 item 6):
 * the cleared balance as stored, plus the lines ticked here, less those unticked here.
 */
export function reconcileDifference(
  start: Pick<ReconcileStart, 'clearedCents'>,
  ticks: ReadonlyMap<string, TickChange>,
  statementCents: Cents | undefined,
): { clearedCents: Cents; differenceCents: Cents | undefined } {
  let cleared = start.clearedCents as number;
  for (const change of ticks.values()) {
    if (change.ticked !== change.wasTicked) cleared += change.ticked ? change.cents : -change.cents;
  }
  return {
    clearedCents: cleared as Cents,
    differenceCents: statementCents === undefined ? undefined : ((statementCents - cleared) as Cents),
  };
}
