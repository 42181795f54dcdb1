import { Link, useNavigate } from '@tanstack/react-router';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { RedirectCountdown } from './RedirectCountdown';

/** The address is verified: on to the login page, by button or after 10 seconds. */
export function EmailVerified() {
  const navigate = useNavigate();
  const toLogin = { to: '/login', search: { message: authTexts.emailVerified } } as const;
  return (
    <AuthCard title="Welcome to the Kitchen!" icon="success">
      <p role="status">Your email is verified and your account is ready. Sign in and start cooking up your savings.</p>
      <RedirectCountdown
        seconds={10}
        destination="the login page"
        onDone={() => void navigate({ ...toLogin, replace: true })}
      />
      <Link {...toLogin} className="button button--primary auth-button">
        Start Cooking
      </Link>
    </AuthCard>
  );
}
