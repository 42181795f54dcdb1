import { Link } from '@tanstack/react-router';

interface NewPasswordActionsProps {
  newPassword?: string;
  login?: string;
}

/**
 * The way on from a link that did its work or could not: a new password (a reset, which locks out
 * whoever knew the old one), or sign-in.
 */
export function NewPasswordActions({
  newPassword = 'Choose a New Password',
  login = 'Go to Login',
}: NewPasswordActionsProps) {
  return (
    <div className="auth-actions">
      <Link to="/forgot-password" className="button button--primary auth-button">
        {newPassword}
      </Link>
      <Link to="/login" className="button button--secondary auth-button">
        {login}
      </Link>
    </div>
  );
}
