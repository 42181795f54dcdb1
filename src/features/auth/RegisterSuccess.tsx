import { Link, useNavigate } from '@tanstack/react-router';
import { Banner } from '../../ui/Banner';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { useRedirectAfter } from './useRedirectAfter';

/** Shown once the account exists: check the mailbox; the login page follows after 2 seconds. */
export function RegisterSuccess() {
  const navigate = useNavigate();
  useRedirectAfter(2000, () => void navigate({ to: '/login', replace: true }));
  return (
    <AuthCard title="Account Created!" icon="mail">
      <Banner variant="success">{authTexts.registered}</Banner>
      <Link to="/login" className="button button--primary auth-button">
        Go to Login
      </Link>
    </AuthCard>
  );
}
