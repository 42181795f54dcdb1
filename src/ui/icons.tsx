import { createElement, type ReactElement } from 'react';

/** Icons drawn inline, so they show even where no emoji font is installed. */
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/** An icon: `shapes` drawn in the common 24-unit frame, hidden from assistive technology. */
function icon(...shapes: ReactElement[]) {
  return function Icon() {
    return createElement('svg', common, ...shapes);
  };
}

export const SunIcon = icon(
  <circle cx="12" cy="12" r="4" />,
  <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
);

export const MoonIcon = icon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);

export const MenuIcon = icon(<path d="M3 6h18M3 12h18M3 18h18" />);

/** A frying pan: the brand's mark beside "Money Kitchen". */
export const PanIcon = icon(
  <circle cx="10" cy="13" r="7" />,
  <path d="M16.5 9.5 22 4" />,
  <circle cx="10" cy="13" r="2.5" />,
);

/** Notes changing hands: recording income and expenses. */
export const MoneyIcon = icon(
  <rect x="2" y="6" width="20" height="12" rx="2" />,
  <circle cx="12" cy="12" r="2.5" />,
  <path d="M6 10v4M18 10v4" />,
);

export const GlobeIcon = icon(
  <circle cx="12" cy="12" r="9" />,
  <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />,
);

export const LockIcon = icon(<rect x="4" y="11" width="16" height="10" rx="2" />, <path d="M8 11V7a4 4 0 0 1 8 0v4" />);

export const CalendarIcon = icon(
  <rect x="3" y="5" width="18" height="16" rx="2" />,
  <path d="M3 10h18M8 3v4M16 3v4" />,
);

export const MailIcon = icon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="m3 7 9 6 9-6" />);

export const CheckCircleIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="m8 12 3 3 5-6" />);

export const AlertIcon = icon(<path d="M12 3 2 20h20L12 3z" />, <path d="M12 10v4M12 17h.01" />);

export const CrossCircleIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="m9 9 6 6M15 9l-6 6" />);

export const ShieldIcon = icon(
  <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6l-8-3z" />,
  <path d="m9 12 2 2 4-4" />,
);
