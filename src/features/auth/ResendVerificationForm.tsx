import { useState } from 'react';
import { AuthNotice } from './AuthNotice';
import { resendVerification } from '../../api/auth';
import { verificationResendSchema } from '../../domain/accounts';
import { EmailField } from './AccountFields';
import { AccountForm } from './AccountForm';
import { authTexts } from './authTexts';
import { checkWith } from './checkWith';
import { useAccountForm } from './useAccountForm';

/**
 * "Send me a new link" beside the spec's 'Try Again' (issue 16, item 3): the server answers the same
 * whether or not the address has an account waiting, so this form says the same too.
 */
export function ResendVerificationForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useAccountForm({
    initial: { email: '' },
    check: (values) => checkWith(verificationResendSchema, values),
    send: async ({ email }) => setSent((await resendVerification(email)).message || authTexts.resendRequested),
    failed: authTexts.resendFailed,
  });

  return (
    <AuthNotice title="Get a new link">
      {sent !== null ? (
        <p className="auth-notice__text" role="status">
          {sent}
        </p>
      ) : (
        <>
          <p className="auth-notice__text">
            Already registered? Enter your email and we will send a new verification link.
          </p>
          <AccountForm form={form} submitLabel="Send a New Link" busyLabel="Sending..." secondary noValidate>
            <EmailField id="resend-email" {...form.field('email')} />
          </AccountForm>
        </>
      )}
    </AuthNotice>
  );
}
