import { useState } from 'react';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { checkResetLink, type ResetLinkCheck } from './checkResetLink';
import { InvalidResetLink } from './InvalidResetLink';
import { NewPasswordForm } from './NewPasswordForm';
import { PendingCard } from './PendingCard';
import { ResetSuccess } from './ResetSuccess';
import { useOnce } from './useOnce';

interface ResetPasswordPageProps {
  uid?: string;
  token?: string;
}

type PageState = { kind: 'checking' } | ResetLinkCheck | { kind: 'done'; message: string };

/** The emailed reset link (/reset-password?uid=&token=): check it, then set a new password. */
export function ResetPasswordPage({ uid, token }: ResetPasswordPageProps) {
  const [state, setState] = useState<PageState>({ kind: 'checking' });

  useOnce(() => {
    if (uid && token) void checkResetLink(uid, token).then(setState);
  });

  if (!uid || !token) return <InvalidResetLink error={authTexts.invalidResetLinkParams} />;

  switch (state.kind) {
    case 'checking':
      return <PendingCard title="Validating Reset Link..." text="Checking that your reset link is still valid." />;
    case 'invalid':
      return <InvalidResetLink error={state.error} />;
    case 'done':
      return <ResetSuccess message={state.message} />;
    case 'valid':
      return (
        <AuthCard
          title="Set New Password"
          subtitle={
            <>
              for <span className="auth-email">{state.email}</span>
            </>
          }
        >
          <NewPasswordForm uid={uid} token={token} onDone={(message) => setState({ kind: 'done', message })} />
        </AuthCard>
      );
  }
}
