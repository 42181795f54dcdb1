import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, CrossCircleIcon, MailIcon, PanIcon, ShieldIcon } from '../../ui/icons';
import './auth.css';
import { mainContentProps } from '../../ui/mainContent';

/** The outcome screens' pictures, drawn inline so they show without an emoji font. */
const icons = {
  mail: MailIcon,
  success: CheckCircleIcon,
  warning: AlertIcon,
  failed: CrossCircleIcon,
  shield: ShieldIcon,
} as const;

export type AuthIcon = keyof typeof icons;

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** A large picture above the title for the outcome screens. */
  icon?: AuthIcon;
  children?: ReactNode;
}

/** The centered card every sign-in, sign-up and link page sits in. */
export function AuthCard({ title, subtitle, icon, children }: AuthCardProps) {
  const Icon = icon ? icons[icon] : undefined;
  return (
    <main className="auth-page" {...mainContentProps}>
      <section className="auth-card card" aria-labelledby="auth-card-title">
        <Link to="/" className="auth-card__brand">
          <PanIcon /> Money Kitchen
        </Link>
        {Icon && (
          <p className={`auth-card__icon auth-card__icon--${icon}`} aria-hidden="true">
            <Icon />
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
