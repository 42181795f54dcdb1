import { Link } from '@tanstack/react-router';

/** The pair of entry points the landing page offers twice: in the hero and at the end. */
export function AuthActions() {
  return (
    <div className="landing-actions">
      <Link to="/register" className="button button--primary landing-actions__button">
        Get Started
      </Link>
      <Link to="/login" className="button button--secondary landing-actions__button">
        Sign In
      </Link>
    </div>
  );
}
