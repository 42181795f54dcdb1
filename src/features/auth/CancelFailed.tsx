import { Banner } from '../../ui/Banner';
import { AuthCard } from './AuthCard';
import { NewPasswordActions } from './NewPasswordActions';

/** The cancel link did not work: the change may be done, replaced or already cancelled. */
export function CancelFailed({ error }: { error: string }) {
  return (
    <AuthCard title="Cancel Failed" icon="failed">
      <Banner variant="error">{error}</Banner>
      <p className="auth-muted">
        The link may have been used already, or the change it calls off was completed or replaced by a newer request. If
        you did not ask for a change, choose a new password.
      </p>
      <NewPasswordActions />
    </AuthCard>
  );
}
