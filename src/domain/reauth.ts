import * as v from 'valibot';

const proofText = 'Enter your password or a two-factor code.';
const optionalSecret = v.optional(v.pipe(v.string(proofText), v.maxLength(128, proofText)), '');

/** A password or a two-factor code, given again before what can hurt (issue 49, item 9). */
export const reauthenticateSchema = v.pipe(
  v.object({ password: optionalSecret, code: optionalSecret }),
  v.check((body) => body.password !== '' || body.code.trim() !== '', proofText),
);
