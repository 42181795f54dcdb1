import { Link, useNavigate } from '@tanstack/react-router';
import { AuthCard } from './AuthCard';
import { useRedirectAfter } from './useRedirectAfter';

/** The new password is set: the login page follows after 3 seconds and repeats the message there. */
export function ResetSuccess({ message }: { message: string }) {
  const navigate = useNavigate();
  const toLogin = { to: '/login', search: { message } } as const;
  useRedirectAfter(3000, () => void navigate({ ...toLogin, replace: true }));
  return (
    <AuthCard title="Password Reset Successful!" icon="success">
      <p role="status">{message}</p>
      <p className="auth-muted">Taking you to the login page in a moment...</p>
      <Link {...toLogin} className="button button--primary auth-button">
        Continue to Login
      </Link>
    </AuthCard>
  );
}
