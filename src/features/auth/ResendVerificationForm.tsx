import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { resendVerification } from '../../api/auth';
import { verificationResendSchema } from '../../domain/accounts';
import { Banner } from '../../ui/Banner';
import { FormField } from '../../ui/FormField';
import { authTexts } from './authTexts';
import { describeFailure } from './describeFailure';

/**
 * "Send me a new link" beside the spec's 'Try Again' (issue 16, item 3): the server answers the same
 * whether or not the address has an account waiting, so this form says the same too.
 */
export function ResendVerificationForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = v.safeParse(verificationResendSchema, { email });
    if (!checked.success) {
      setError(checked.issues[0].message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await resendVerification(checked.output.email);
      setSent(answer.message || authTexts.resendRequested);
    } catch (caught) {
      setError((await describeFailure(caught, authTexts.resendFailed)).error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="auth-notice" aria-labelledby="resend-title">
      <h2 className="auth-notice__title" id="resend-title">
        Get a new link
      </h2>
      {sent !== null ? (
        <p className="auth-notice__text" role="status">
          {sent}
        </p>
      ) : (
        <>
          <p className="auth-notice__text">
            Already registered? Enter your email and we will send a new verification link.
          </p>
          {error && <Banner variant="error">{error}</Banner>}
          <form className="form" noValidate onSubmit={(event) => void submit(event)}>
            <FormField htmlFor="resend-email" label="Email Address">
              <input
                id="resend-email"
                className="form-input"
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(null);
                }}
              />
            </FormField>
            <button type="submit" className="button button--secondary auth-button" disabled={busy}>
              {busy ? 'Sending...' : 'Send a New Link'}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
