import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { requestPasswordReset } from '../../api/auth';
import { passwordResetRequestSchema } from '../../domain/accounts';
import { Banner } from '../../ui/Banner';
import { FormField } from '../../ui/FormField';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { describeFailure } from './describeFailure';
import { ResetLinkSent } from './ResetLinkSent';

/** Ask for a password reset link by email (spec section 2, Forgot password). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setError(authTexts.emailRequired);
      return;
    }
    const checked = v.safeParse(passwordResetRequestSchema, { email });
    if (!checked.success) {
      setError(checked.issues[0].message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await requestPasswordReset(checked.output.email);
      setSent(answer.message || authTexts.resetLinkSent);
    } catch (caught) {
      setError((await describeFailure(caught, authTexts.resetRequestFailed)).error);
      setBusy(false);
    }
  }

  if (sent !== null) return <ResetLinkSent message={sent} />;

  return (
    <AuthCard title="Forgot Password?" subtitle="Enter your email and we will send you a link to set a new password.">
      {error && <Banner variant="error">{error}</Banner>}
      <form className="form" onSubmit={(event) => void submit(event)}>
        <FormField htmlFor="forgot-email" label="Email Address">
          <input
            id="forgot-email"
            className="form-input"
            type="email"
            name="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
        </FormField>
        <button type="submit" className="button button--primary auth-button" disabled={busy}>
          {busy ? 'Sending Magic Link...' : 'Send Reset Link'}
        </button>
      </form>
      <p className="auth-links">
        <span>
          Remembered it? <Link to="/login">Back to Login</Link>
        </span>
      </p>
    </AuthCard>
  );
}
