import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './auth.css';
import { mainContentProps } from '../../ui/mainContent';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** A large emoji or symbol above the title for the outcome screens. */
  icon?: string;
  children?: ReactNode;
}

/** The centered card every sign-in, sign-up and link page sits in. */
export function AuthCard({ title, subtitle, icon, children }: AuthCardProps) {
  return (
    <main className="auth-page" {...mainContentProps}>
      <section className="auth-card card" aria-labelledby="auth-card-title">
        <Link to="/" className="auth-card__brand">
          <span aria-hidden="true">🍳 </span>Money Kitchen
        </Link>
        {icon && (
          <p className="auth-card__icon" aria-hidden="true">
            {icon}
          </p>
        )}
        <h1 className="auth-card__title" id="auth-card-title">
          {title}
        </h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        <div className="auth-card__body">{children}</div>
      </section>
    </main>
  );
}
