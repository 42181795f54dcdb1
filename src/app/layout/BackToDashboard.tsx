import { Link } from '@tanstack/react-router';

/** The spec's "Back to Dashboard" button in the header of Profile, the reports and the target history. */
export function BackToDashboard() {
  return (
    <Link to="/dashboard" className="button button--secondary">
      Back to Dashboard
    </Link>
  );
}
