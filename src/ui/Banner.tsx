import type { ReactNode } from 'react';
import './forms.css';

export type BannerVariant = 'error' | 'info' | 'success';

interface BannerProps {
  variant: BannerVariant;
  children: ReactNode;
}

/** A message above or inside a form: errors are alerts, the rest polite status notices. */
export function Banner({ variant, children }: BannerProps) {
  return (
    <div className={`banner banner--${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
