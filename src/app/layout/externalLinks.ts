/**
 * The footer's outside links are set per deployment at build time (VITE_DEVELOPER_URL,
 * VITE_SOURCE_URL, VITE_FEEDBACK_URL); a link that is not set is not shown.
 */
export const externalLinks = [
  { label: 'Developer', href: import.meta.env.VITE_DEVELOPER_URL as string | undefined },
  { label: 'Source', href: import.meta.env.VITE_SOURCE_URL as string | undefined },
  { label: 'Feedback', href: import.meta.env.VITE_FEEDBACK_URL as string | undefined },
].filter((link): link is { label: string; href: string } => Boolean(link.href));
