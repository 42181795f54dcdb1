import type { Cents } from '../../domain/money';
import type { ReconcileStart } from './ledgerSource';

/** The cleared balance with the ticked lines, and what still differs from the statement (issue 44 item 6). */
export function reconcileDifference(
  start: ReconcileStart,
  ticked: ReadonlySet<string>,
  statementCents: Cents | undefined,
): { clearedCents: Cents; differenceCents: Cents | undefined } {
  let cleared = start.reconciledCents as number;
  for (const line of start.lines) if (ticked.has(line.id)) cleared += line.cents;
  return {
    clearedCents: cleared as Cents,
    differenceCents: statementCents === undefined ? undefined : ((statementCents - cleared) as Cents),
  };
}

/** The lines ticked as the screen opens: those already marked cleared. */
export function initiallyTicked(start: ReconcileStart): Set<string> {
  return new Set(start.lines.filter((line) => line.clearance === 'cleared').map((line) => line.id));
}
