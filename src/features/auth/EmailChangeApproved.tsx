import { AuthCard } from './AuthCard';
import { LoginOrProfileLinks } from './LoginOrProfileLinks';

interface EmailChangeApprovedProps {
  message: string;
  email: string;
}

/** The current address approved: the confirmation is on its way to the new one. */
export function EmailChangeApproved({ message, email }: EmailChangeApprovedProps) {
  return (
    <AuthCard title="Change Approved" icon="mail">
      <p role="status">{message}</p>
      <p className="auth-muted">
        Open the link we sent to <span className="auth-email">{email}</span> from that mailbox. Until then your email
        address stays as it is.
      </p>
      <LoginOrProfileLinks />
    </AuthCard>
  );
}
