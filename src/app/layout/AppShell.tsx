import { Outlet } from '@tanstack/react-router';
import { ThemeToggle } from '../theme/ThemeToggle';
import { Footer } from './Footer';
import './app-shell.css';

/** Every screen: the theme toggle, the page, the footer. */
export function AppShell() {
  return (
    <div className="app-shell">
      <ThemeToggle />
      <div className="app-shell__page">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}
