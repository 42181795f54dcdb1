import { confirmPasswordReset } from '../../api/auth';
import { minPasswordLength, passwordResetConfirmSchema, texts } from '../../domain/accounts';
import { PasswordField } from './AccountFields';
import { AccountForm } from './AccountForm';
import { authTexts } from './authTexts';
import { checkWith } from './checkWith';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useAccountForm } from './useAccountForm';
import { LockIcon } from '../../ui/icons';
import { AuthNotice } from './AuthNotice';

interface NewPasswordFormProps {
  uid: string;
  token: string;
  onDone: (message: string) => void;
}

/** New password twice, with a strength meter; sends them with the link's uid and token. */
export function NewPasswordForm({ uid, token, onDone }: NewPasswordFormProps) {
  const form = useAccountForm({
    initial: { new_password: '', confirm_password: '' },
    check: (values) => {
      if (values.new_password !== values.confirm_password) return { error: texts.passwordsDoNotMatch };
      if (values.new_password.length < minPasswordLength) return { error: texts.passwordTooShort };
      return checkWith(passwordResetConfirmSchema, { uid, token, ...values });
    },
    send: async (input) => {
      const answer = await confirmPasswordReset(input);
      onDone(answer.message || 'Your password has been reset. You can now log in with your new password.');
    },
    failed: authTexts.resetFailed,
  });
  const { values, field } = form;

  return (
    <AccountForm form={form} submitLabel="Reset Password" busyLabel="Resetting Password...">
      <PasswordField
        id="reset-password"
        label="New Password"
        autoComplete="new-password"
        aria-describedby="reset-strength"
        autoFocus
        {...field('new_password')}
      />
      <PasswordStrengthMeter id="reset-strength" password={values.new_password} />
      <PasswordField
        id="reset-confirm"
        label="Confirm New Password"
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <AuthNotice
        title={
          <>
            <LockIcon /> Security notice
          </>
        }
        text="Use at least 8 characters; 12 or more makes a strong password. Once it changes, every device signed in to your account is signed out."
      />
    </AccountForm>
  );
}
