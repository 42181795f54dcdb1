import { useId, type ReactNode } from 'react';
import './auth.css';

interface AuthNoticeProps {
  title: ReactNode;
  /** The notice's sentence; a notice holding a form gives its children instead. */
  text?: string;
  children?: ReactNode;
}

/** A titled aside of an account screen (what to do next, a security note), named by its title. */
export function AuthNotice({ title, text, children }: AuthNoticeProps) {
  const titleId = useId();
  return (
    <section className="auth-notice" aria-labelledby={titleId}>
      <h2 className="auth-notice__title" id={titleId}>
        {title}
      </h2>
      {text && <p className="auth-notice__text">{text}</p>}
      {children}
    </section>
  );
}
