import { Link, useNavigate } from '@tanstack/react-router';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { RedirectCountdown } from './RedirectCountdown';

/** The new address is in place and every session ended: log in again, by button or after 10 seconds. */
export function EmailChanged({ email }: { email: string }) {
  const navigate = useNavigate();
  const toLogin = { to: '/login', search: { message: authTexts.emailChanged } } as const;
  return (
    <AuthCard title="Email Updated Successfully!" icon="mail">
      <p role="status">
        Your email is now <span className="auth-email">{email}</span>. For your security you were signed out everywhere:
        please log in again with your new email address.
      </p>
      <RedirectCountdown
        seconds={10}
        destination="the login page"
        onDone={() => void navigate({ ...toLogin, replace: true })}
      />
      <Link {...toLogin} className="button button--primary auth-button">
        Log In Again
      </Link>
    </AuthCard>
  );
}
