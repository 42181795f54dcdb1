import { AuthCard } from './AuthCard';
import { NewPasswordActions } from './NewPasswordActions';
import { AuthNotice } from './AuthNotice';

/** The change is called off and every session ended; a new password locks out whoever asked. */
export function EmailChangeCancelled({ message }: { message: string }) {
  return (
    <AuthCard title="Email Change Cancelled" icon="shield">
      <p role="status">{message}</p>
      <AuthNotice
        title="Did someone else ask for it?"
        text="Choose a new password now: whoever asked may know your current one."
      />
      <NewPasswordActions />
    </AuthCard>
  );
}
