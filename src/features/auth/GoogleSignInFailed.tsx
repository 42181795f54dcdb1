import { Link, useNavigate } from '@tanstack/react-router';
import { Banner } from '../../ui/Banner';
import { AuthCard } from './AuthCard';
import { useRedirectAfter } from './useRedirectAfter';

/** Google sign-in did not work: why, then back to the login page after 3 seconds. */
export function GoogleSignInFailed({ error }: { error: string }) {
  const navigate = useNavigate();
  useRedirectAfter(3000, () => void navigate({ to: '/login', replace: true }));
  return (
    <AuthCard title="Authentication Failed" icon="failed">
      <Banner variant="error">{error}</Banner>
      <p className="auth-muted">Taking you back to the login page...</p>
      <Link to="/login" className="button button--primary auth-button">
        Back to Login
      </Link>
    </AuthCard>
  );
}
