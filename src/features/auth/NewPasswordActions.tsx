import { Link } from '@tanstack/react-router';

/** After an email change was called off (or could not be): lock out whoever asked, or go sign in. */
export function NewPasswordActions() {
  return (
    <div className="auth-actions">
      <Link to="/forgot-password" className="button button--primary auth-button">
        Choose a New Password
      </Link>
      <Link to="/login" className="button button--secondary auth-button">
        Go to Login
      </Link>
    </div>
  );
}
