import { Link } from '@tanstack/react-router';

/** After an email-change link: sign in, or go back to the profile to try again. */
export function LoginOrProfileLinks() {
  return (
    <>
      <div className="auth-actions">
        <Link to="/login" className="button button--primary auth-button">
          Go to Login
        </Link>
      </div>
      <p className="auth-links">
        <Link to="/profile">Go to Profile Settings</Link>
      </p>
    </>
  );
}
