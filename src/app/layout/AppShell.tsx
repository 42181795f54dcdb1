import { Outlet } from '@tanstack/react-router';
import { PwaNotices } from '../pwa/PwaNotices';
import { ThemeToggle } from '../theme/ThemeToggle';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import { useRouteAnnouncement } from './useRouteAnnouncement';
import './app-shell.css';

/**
 * Every screen: the skip link, the theme toggle, the connection/update banners and install prompt,
 * the page, the footer. The page's title and the focus after a page change are set here.
 */
export function AppShell() {
  useRouteAnnouncement();
  return (
    <div className="app-shell">
      <SkipLink />
      <ThemeToggle />
      <PwaNotices />
      <div className="app-shell__page">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}
