import { Banner } from '../../ui/Banner';
import { AuthCard } from './AuthCard';
import { AuthNotice } from './AuthNotice';
import { NewPasswordActions } from './NewPasswordActions';

/** The reset link cannot be used: say why and offer a fresh one. */
export function InvalidResetLink({ error }: { error: string }) {
  return (
    <AuthCard title="Invalid Reset Link" icon="warning">
      <Banner variant="error">{error}</Banner>
      <AuthNotice
        title="Reset Link Expired"
        text="Reset links work only once and expire after a while. Request a new one and use the newest email."
      />
      <NewPasswordActions newPassword="Request New Reset Link" login="Back to Login" />
    </AuthCard>
  );
}
