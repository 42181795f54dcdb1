import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { StateMessage } from './StateMessage';

interface LinkStateMessageProps {
  kind: 'empty' | 'error';
  children: ReactNode;
  hint?: ReactNode;
  /** Where the way on leads (a route of the app, with its params or search where it has them). */
  to: LinkComponentProps['to'];
  params?: LinkComponentProps['params'];
  search?: LinkComponentProps['search'];
  /** The link's words. */
  linkText: string;
  /** The screen's main way on (primary), or a way back (secondary). */
  emphasis: 'primary' | 'secondary';
}

/** A state message whose way on is a link to another screen, drawn as a button. */
export function LinkStateMessage({
  kind,
  children,
  hint,
  to,
  params,
  search,
  linkText,
  emphasis,
}: LinkStateMessageProps) {
  return (
    <StateMessage
      kind={kind}
      hint={hint}
      action={
        <Link to={to} params={params} search={search} className={`button button--${emphasis}`}>
          {linkText}
        </Link>
      }
    >
      {children}
    </StateMessage>
  );
}
