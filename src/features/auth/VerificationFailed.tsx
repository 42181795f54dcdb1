import { Link } from '@tanstack/react-router';
import { Banner } from '../../ui/Banner';
import { AuthCard } from './AuthCard';
import { ResendVerificationForm } from './ResendVerificationForm';

/** The verification link did not work: why, and what to do next (a new link, or the spec's 'Try Again'). */
export function VerificationFailed({ error }: { error: string }) {
  return (
    <AuthCard title="Verification Failed" icon="failed">
      <Banner variant="error">{error}</Banner>
      <p className="auth-muted">
        Links expire and work only once. Try registering again, or contact support if the problem continues.
      </p>
      <div className="auth-actions">
        <Link to="/register" className="button button--primary auth-button">
          Try Again
        </Link>
        <Link to="/login" className="button button--secondary auth-button">
          Already verified? Sign in
        </Link>
      </div>
      <ResendVerificationForm />
    </AuthCard>
  );
}
