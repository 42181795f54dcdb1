import { signedStatements } from './signedStatement';

/** Long enough to open an authenticator app and type a code. */
export const ticketLifetimeSeconds = 5 * 60;

/**
 * What a sign-in that passed its first factor (a password, Google) holds while the second is asked
 * for: a short signed statement of whose it is. It signs nobody in by itself.
 */
export function twoFactorTickets(jwtSecret: string) {
  const statements = signedStatements(jwtSecret, 'money-kitchen/two-factor', 'two-factor-sign-in');
  return {
    issue: (userId: string, now: Date): Promise<string> => statements.sign({ sub: userId }, ticketLifetimeSeconds, now),

    /** The person the ticket was issued to, or undefined when it is forged or expired. */
    async open(ticket: string, now: Date): Promise<string | undefined> {
      const payload = await statements.read(ticket, now);
      return typeof payload?.sub === 'string' ? payload.sub : undefined;
    },
  };
}
