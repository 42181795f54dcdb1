import { Link } from '@tanstack/react-router';
import { Banner } from '../../ui/Banner';
import { AuthCard } from './AuthCard';

/** The email-change link did not work; the address stays as it was. */
export function EmailChangeFailed({ error }: { error: string }) {
  return (
    <AuthCard title="Update Failed" icon="failed">
      <Banner variant="error">{error}</Banner>
      <p className="auth-muted">Your email address has not changed. You can request a new link from your profile.</p>
      <div className="auth-actions">
        <Link to="/login" className="button button--primary auth-button">
          Go to Login
        </Link>
      </div>
      <p className="auth-links">
        <Link to="/profile">Go to Profile Settings</Link>
      </p>
    </AuthCard>
  );
}
