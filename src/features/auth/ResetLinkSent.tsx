import { Link } from '@tanstack/react-router';
import { AuthCard } from './AuthCard';

/** After a reset request: the server's word that a link is on its way. */
export function ResetLinkSent({ message }: { message: string }) {
  return (
    <AuthCard title="Check Your Email!" icon="mail">
      <p role="status">{message}</p>
      <p className="auth-muted">
        The link works once and expires after a while. Check your spam folder if it does not arrive.
      </p>
      <Link to="/login" className="button button--primary auth-button">
        Back to Login
      </Link>
    </AuthCard>
  );
}
