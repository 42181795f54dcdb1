import { useNavigate } from '@tanstack/react-router';
import { AuthCard } from './AuthCard';
import { useRedirectAfter } from './useRedirectAfter';

/** Signed in with Google: the dashboard follows after 2 seconds. */
export function GoogleSignedIn({ isNewUser }: { isNewUser: boolean }) {
  const navigate = useNavigate();
  useRedirectAfter(2000, () => void navigate({ to: '/dashboard', replace: true }));
  return (
    <AuthCard title={isNewUser ? 'Welcome to the Money Kitchen!' : 'Welcome Back!'} icon="success">
      <p className="auth-muted" role="status">
        {isNewUser ? 'Your account is ready.' : 'You are signed in.'} Taking you to your dashboard...
      </p>
    </AuthCard>
  );
}
