import { approveEmailChange } from '../../api/auth';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { decodeBase64Url } from './decodeBase64Url';
import { EmailChangeApproved } from './EmailChangeApproved';
import { EmailChangeFailed } from './EmailChangeFailed';
import { PendingCard } from './PendingCard';
import { useLinkAction } from './useLinkAction';
import { AuthNotice } from './AuthNotice';

interface ApproveEmailChangePageProps {
  uid?: string;
  token?: string;
  /** The new address, base64url-encoded as the email link carries it. */
  newEmail?: string;
}

/**
 * The link sent to the current address when a change was asked for without the password
 * (/approve-email-change/{uid}/{token}/{new_email}): only an approval here sends the new address its
 * confirmation link (issue 13, item 1).
 */
export function ApproveEmailChangePage({ uid, token, newEmail }: ApproveEmailChangePageProps) {
  const email = newEmail ? decodeBase64Url(newEmail) : undefined;
  const { state, run } = useLinkAction(() => approveEmailChange(uid ?? '', token ?? '', email ?? ''), {
    done: authTexts.emailChangeApproved,
    failed: authTexts.approvalFailed,
  });

  if (!uid || !token || !email) return <EmailChangeFailed error={authTexts.invalidLinkParams} />;
  switch (state.kind) {
    case 'working':
      return <PendingCard title="Approving the change..." text="This takes just a moment." />;
    case 'done':
      return <EmailChangeApproved message={state.message} email={email} />;
    case 'failed':
      return <EmailChangeFailed error={state.error} />;
    case 'ready':
      return (
        <AuthCard title="Approve Email Change" icon="mail">
          <p>
            Someone signed in to your Money Kitchen account asked to change its email address to{' '}
            <span className="auth-email">{email}</span>.
          </p>
          <p className="auth-muted">
            Approve only if it was you. We then send a confirmation link to the new address, and the change applies once
            it is opened there.
          </p>
          <button type="button" className="button button--primary auth-button" onClick={run}>
            Approve the Change
          </button>
          <AuthNotice
            title="Not you?"
            text="Do not approve. Open the cancel link in the same email instead: it calls the change off and signs out every device. Then choose a new password."
          />
        </AuthCard>
      );
  }
}
