import { secondFactorWithPasskey } from '../../api/passkeys';
import { twoFactorSignIn } from '../../api/twoFactor';
import { twoFactorCodeSchema } from '../../domain/twoFactor';
import { InputField } from '../../ui/InputField';
import { AccountForm } from './AccountForm';
import { AuthCard } from './AuthCard';
import { checkWith } from './checkWith';
import { PasskeyButton } from './passkeys/PasskeyButton';
import { passkeyTexts } from './passkeys/passkeyTexts';
import { useAccountForm } from './useAccountForm';

export const twoFactorSignInTexts = {
  title: 'Two-Factor Authentication',
  subtitle: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  label: 'Authentication code',
  hint: 'A recovery code works once; after using one, consider turning two-factor off and on again.',
  submit: 'Verify',
  busy: 'Verifying...',
  failed: 'Verification failed',
} as const;

interface TwoFactorSignInFormProps {
  /** The ticket the password (or Google) step answered with. */
  ticket: string;
  /** Where the page goes once signed in. */
  onSignedIn: () => Promise<void> | void;
}

/** The second step of a sign-in with two-factor on (issue 49, item 6): a code, or a passkey (item 7). */
export function TwoFactorSignInForm({ ticket, onSignedIn }: TwoFactorSignInFormProps) {
  const form = useAccountForm({
    initial: { code: '' },
    check: (values) => checkWith(twoFactorCodeSchema, values),
    send: async ({ code }) => {
      await twoFactorSignIn(ticket, code);
      await onSignedIn();
    },
    failed: twoFactorSignInTexts.failed,
  });
  return (
    <AuthCard title={twoFactorSignInTexts.title} subtitle={twoFactorSignInTexts.subtitle}>
      <AccountForm form={form} submitLabel={twoFactorSignInTexts.submit} busyLabel={twoFactorSignInTexts.busy}>
        <InputField
          id="two-factor-code"
          label={twoFactorSignInTexts.label}
          hint={twoFactorSignInTexts.hint}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          required
          {...form.field('code')}
        />
      </AccountForm>
      <PasskeyButton
        label={passkeyTexts.useInstead}
        busyLabel={passkeyTexts.signingIn}
        failed={twoFactorSignInTexts.failed}
        className="button button--secondary auth-button"
        disabled={form.busy}
        onStart={() => form.setProblem(null)}
        onFailed={(error) => form.setProblem({ error })}
        run={async () => {
          await secondFactorWithPasskey(ticket);
          await onSignedIn();
        }}
      />
    </AuthCard>
  );
}
