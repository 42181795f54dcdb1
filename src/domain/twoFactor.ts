import * as v from 'valibot';

/** Request bodies of two-factor sign-in (issue 49, item 6), checked alike on the device and the server. */
const codeField = v.optional(
  v.pipe(
    v.string('Enter the code from your authenticator app or a recovery code.'),
    v.trim(),
    v.nonEmpty('Enter the code from your authenticator app or a recovery code.'),
    v.maxLength(32, 'A code has at most 32 characters'),
  ),
  '',
);

export const twoFactorCodeSchema = v.object({ code: codeField });

const ticketExpired = 'This sign-in took too long. Please sign in again.';
const ticketField = v.optional(
  v.pipe(v.string(ticketExpired), v.nonEmpty(ticketExpired), v.maxLength(2048, ticketExpired)),
  '',
);

export const twoFactorSignInSchema = v.object({ ticket: ticketField, code: codeField });

/** Asking for a passkey challenge as the second step: only the first step's ticket. */
export const twoFactorTicketSchema = v.object({ ticket: ticketField });

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
}

export interface TwoFactorSetup {
  secret: string;
  otpauth_uri: string;
}

export interface TwoFactorEnabled {
  message: string;
  enabled: true;
  recovery_codes: string[];
}
