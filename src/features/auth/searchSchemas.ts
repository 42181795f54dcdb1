import * as v from 'valibot';

/**
 * What the auth routes accept in their query string. The router parses values as JSON first, so a
 * number-looking value arrives as a number; anything unusable is dropped rather than failing the page.
 */
const optionalText = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value)),
    ),
  ),
  undefined,
);

/** /login?message= (a notice carried from the verification pages). */
export const loginSearchSchema = v.object({ message: optionalText });

/** /reset-password?uid=&token= */
export const resetPasswordSearchSchema = v.object({ uid: optionalText, token: optionalText });

/** /auth/google/callback?code=&state=&error= */
export const googleCallbackSearchSchema = v.object({ code: optionalText, state: optionalText, error: optionalText });
