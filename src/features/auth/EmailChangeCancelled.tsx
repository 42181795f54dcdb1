import { AuthCard } from './AuthCard';
import { NewPasswordActions } from './NewPasswordActions';

/** The change is called off and every session ended; a new password locks out whoever asked. */
export function EmailChangeCancelled({ message }: { message: string }) {
  return (
    <AuthCard title="Email Change Cancelled" icon="shield">
      <p role="status">{message}</p>
      <section className="auth-notice" aria-labelledby="cancelled-next-title">
        <h2 className="auth-notice__title" id="cancelled-next-title">
          Did someone else ask for it?
        </h2>
        <p className="auth-notice__text">Choose a new password now: whoever asked may know your current one.</p>
      </section>
      <NewPasswordActions />
    </AuthCard>
  );
}
