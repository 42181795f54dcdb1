import { cancelEmailChange } from '../../api/auth';
import { clearSession } from '../../api/session';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { CancelFailed } from './CancelFailed';
import { EmailChangeCancelled } from './EmailChangeCancelled';
import { PendingCard } from './PendingCard';
import { useLinkAction } from './useLinkAction';

interface CancelEmailChangePageProps {
  uid?: string;
  token?: string;
}

/**
 * The link the current address holds while an email change is pending
 * (/cancel-email-change/{uid}/{token}): calls every pending change off and signs out every device,
 * a thief's included (issue 13, item 1).
 */
export function CancelEmailChangePage({ uid, token }: CancelEmailChangePageProps) {
  const { state, run } = useLinkAction(
    async () => {
      const answer = await cancelEmailChange(uid ?? '', token ?? '');
      // The server ended every session of this account; this one is gone too.
      clearSession();
      return answer;
    },
    { done: authTexts.emailChangeCancelled, failed: authTexts.cancelFailed },
  );

  if (!uid || !token) return <CancelFailed error={authTexts.invalidLinkParams} />;
  switch (state.kind) {
    case 'working':
      return <PendingCard title="Cancelling the change..." text="This takes just a moment." />;
    case 'done':
      return <EmailChangeCancelled message={state.message} />;
    case 'failed':
      return <CancelFailed error={state.error} />;
    case 'ready':
      return (
        <AuthCard title="Cancel Email Change" icon="warning">
          <p>Call off the pending change of your Money Kitchen account's email address?</p>
          <p className="auth-muted">
            Your address stays as it is, and every device signed in to your account is signed out, in case someone else
            asked for the change.
          </p>
          <button type="button" className="button button--primary auth-button" onClick={run}>
            Cancel the Change
          </button>
        </AuthCard>
      );
  }
}
