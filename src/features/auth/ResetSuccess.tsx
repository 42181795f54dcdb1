import { Link, useNavigate } from '@tanstack/react-router';
import { AuthCard } from './AuthCard';
import { useRedirectAfter } from './useRedirectAfter';

/** The new password is set: the login page follows after 3 seconds. */
export function ResetSuccess({ message }: { message: string }) {
  const navigate = useNavigate();
  useRedirectAfter(3000, () => void navigate({ to: '/login', replace: true }));
  return (
    <AuthCard title="Password Reset Successful!" icon="success">
      <p role="status">{message}</p>
      <p className="auth-muted">Taking you to the login page in a moment...</p>
      <Link to="/login" className="button button--primary auth-button">
        Continue to Login
      </Link>
    </AuthCard>
  );
}
