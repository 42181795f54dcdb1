import { Link, useNavigate } from '@tanstack/react-router';
import { Banner } from '../../ui/Banner';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { useRedirectAfter } from './useRedirectAfter';

/**
 * Shown once the account exists: check the mailbox; the login page follows after the spec's 2
 * seconds and shows the same text, so it can be read there in full.
 */
export function RegisterSuccess() {
  const navigate = useNavigate();
  const toLogin = { to: '/login', search: { message: authTexts.registered } } as const;
  useRedirectAfter(2000, () => void navigate({ ...toLogin, replace: true }));
  return (
    <AuthCard title="Account Created!" icon="mail">
      <Banner variant="success">{authTexts.registered}</Banner>
      <Link {...toLogin} className="button button--primary auth-button">
        Go to Login
      </Link>
    </AuthCard>
  );
}
