import { AuthCard } from './AuthCard';
import '../../ui/spinner.css';

interface PendingCardProps {
  title: string;
  text?: string;
}

/** A card with a spinner while a link is being checked with the server. */
export function PendingCard({ title, text }: PendingCardProps) {
  return (
    <AuthCard title={title}>
      <div className="spinner auth-spinner" aria-hidden="true" />
      {text && (
        <p className="auth-muted" role="status">
          {text}
        </p>
      )}
    </AuthCard>
  );
}
