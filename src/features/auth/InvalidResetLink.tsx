import { Link } from '@tanstack/react-router';
import { Banner } from '../../ui/Banner';
import { AuthCard } from './AuthCard';

/** The reset link cannot be used: say why and offer a fresh one. */
export function InvalidResetLink({ error }: { error: string }) {
  return (
    <AuthCard title="Invalid Reset Link" icon="warning">
      <Banner variant="error">{error}</Banner>
      <section className="auth-notice" aria-labelledby="reset-expired-title">
        <h2 className="auth-notice__title" id="reset-expired-title">
          Reset Link Expired
        </h2>
        <p className="auth-notice__text">
          Reset links work only once and expire after a while. Request a new one and use the newest email.
        </p>
      </section>
      <div className="auth-actions">
        <Link to="/forgot-password" className="button button--primary auth-button">
          Request New Reset Link
        </Link>
        <Link to="/login" className="button button--secondary auth-button">
          Back to Login
        </Link>
      </div>
    </AuthCard>
  );
}
