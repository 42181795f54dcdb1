import { Link } from '@tanstack/react-router';
import { useSession } from '../../app/session/useSession';

/**
 * The pair of entry points the landing page offers twice: in the hero and at the end. A person
 * already signed in is offered the way back to the dashboard instead (issue 46, item 11).
 */
export function AuthActions() {
  const session = useSession();
  if (session)
    return (
      <div className="landing-actions">
        <Link to="/dashboard" className="button button--primary landing-actions__button">
          Open your dashboard
        </Link>
      </div>
    );
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
