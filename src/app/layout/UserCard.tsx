import type { SessionUser } from '../../api/session';
import '../../ui/round-badge.css';

export function displayName(user: SessionUser): string {
  const full = `${user.first_name} ${user.last_name}`.trim();
  return full || user.username;
}

export function UserCard({ user }: { user: SessionUser }) {
  const name = displayName(user);
  return (
    <div className="user-card">
      <span className="round-badge user-card__initial" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="user-card__text">
        <strong className="user-card__name">{name}</strong>
        <span className="user-card__email">{user.email}</span>
        {!user.email_verify && <span className="user-card__warning">Email not verified</span>}
      </div>
    </div>
  );
}
