import { Outlet } from '@tanstack/react-router';
import { PwaNotices } from '../pwa/PwaNotices';
import { ThemeToggle } from '../theme/ThemeToggle';
import { Footer } from './Footer';
import './app-shell.css';

/** Every screen: the theme toggle, the connection/update banners and install prompt, the page, the footer. */
export function AppShell() {
  return (
    <div className="app-shell">
      <ThemeToggle />
      <PwaNotices />
      <div className="app-shell__page">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}
