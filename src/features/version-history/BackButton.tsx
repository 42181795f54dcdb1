import { useNavigate } from '@tanstack/react-router';

/** Returns to the previous page, or to the dashboard when the page was opened directly. */
export function BackButton() {
  const navigate = useNavigate();
  const goBack = () => {
    // A tab opened on this page has a history of one entry: going back would leave the app.
    if (window.history.length > 1) window.history.back();
    else void navigate({ to: '/dashboard' });
  };
  return (
    <button type="button" className="button button--secondary version-history__back" onClick={goBack}>
      <span aria-hidden="true">←</span> Back
    </button>
  );
}
