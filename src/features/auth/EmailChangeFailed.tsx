import { Banner } from '../../ui/Banner';
import { AuthCard } from './AuthCard';
import { LoginOrProfileLinks } from './LoginOrProfileLinks';

/** The email-change link did not work; the address stays as it was. */
export function EmailChangeFailed({ error }: { error: string }) {
  return (
    <AuthCard title="Update Failed" icon="failed">
      <Banner variant="error">{error}</Banner>
      <p className="auth-muted">Your email address has not changed. You can request a new link from your profile.</p>
      <LoginOrProfileLinks />
    </AuthCard>
  );
}
