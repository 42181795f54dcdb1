import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { confirmPasswordReset } from '../../api/auth';
import { minPasswordLength, passwordResetConfirmSchema, texts } from '../../domain/accounts';
import { Banner } from '../../ui/Banner';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { authTexts } from './authTexts';
import { describeFailure } from './describeFailure';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { LockIcon } from '../../ui/icons';

interface NewPasswordFormProps {
  uid: string;
  token: string;
  onDone: (message: string) => void;
}

/** New password twice, with a strength meter; sends them with the link's uid and token. */
export function NewPasswordForm({ uid, token, onDone }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function clientProblem(): string | undefined {
    if (password !== confirm) return texts.passwordsDoNotMatch;
    if (password.length < minPasswordLength) return texts.passwordTooShort;
    const checked = v.safeParse(passwordResetConfirmSchema, {
      uid,
      token,
      new_password: password,
      confirm_password: confirm,
    });
    return checked.success ? undefined : checked.issues[0].message;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = clientProblem();
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await confirmPasswordReset({ uid, token, new_password: password, confirm_password: confirm });
      onDone(answer.message || 'Your password has been reset. You can now log in with your new password.');
    } catch (caught) {
      setError((await describeFailure(caught, authTexts.resetFailed)).error);
      setBusy(false);
    }
  }

  return (
    <>
      {error && <Banner variant="error">{error}</Banner>}
      <form className="form" onSubmit={(event) => void submit(event)}>
        <FormField htmlFor="reset-password" label="New Password">
          <PasswordInput
            id="reset-password"
            name="new_password"
            autoComplete="new-password"
            aria-describedby="reset-strength"
            required
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
        </FormField>
        <PasswordStrengthMeter id="reset-strength" password={password} />
        <FormField htmlFor="reset-confirm" label="Confirm New Password">
          <PasswordInput
            id="reset-confirm"
            name="confirm_password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => {
              setConfirm(event.target.value);
              setError(null);
            }}
          />
        </FormField>
        <section className="auth-notice" aria-labelledby="reset-security-title">
          <h2 className="auth-notice__title" id="reset-security-title">
            <LockIcon /> Security notice
          </h2>
          <p className="auth-notice__text">
            Use at least 8 characters; 12 or more makes a strong password. Once it changes, every device signed in to
            your account is signed out.
          </p>
        </section>
        <button type="submit" className="button button--primary auth-button" disabled={busy}>
          {busy ? 'Resetting Password...' : 'Reset Password'}
        </button>
      </form>
    </>
  );
}
