import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { requestPasswordReset } from '../../api/auth';
import { passwordResetRequestSchema } from '../../domain/accounts';
import { EmailField } from './AccountFields';
import { AccountForm } from './AccountForm';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { checkWith } from './checkWith';
import { ResetLinkSent } from './ResetLinkSent';
import { useAccountForm } from './useAccountForm';

/** Ask for a password reset link by email (spec section 2, Forgot password). */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useAccountForm({
    initial: { email: '' },
    check: (values) =>
      values.email.trim() ? checkWith(passwordResetRequestSchema, values) : { error: authTexts.emailRequired },
    send: async ({ email }) => setSent((await requestPasswordReset(email)).message || authTexts.resetLinkSent),
    failed: authTexts.resetRequestFailed,
  });

  if (sent !== null) return <ResetLinkSent message={sent} />;

  return (
    <AuthCard title="Forgot Password?" subtitle="Enter your email and we will send you a link to set a new password.">
      <AccountForm form={form} submitLabel="Send Reset Link" busyLabel="Sending Magic Link...">
        <EmailField id="forgot-email" autoFocus {...form.field('email')} />
      </AccountForm>
      <p className="auth-links">
        <span>
          Remembered it? <Link to="/login">Back to Login</Link>
        </span>
      </p>
    </AuthCard>
  );
}
