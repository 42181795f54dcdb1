import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MenuIcon } from '../../ui/icons';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useDrawerFocus } from './useDrawerFocus';
import type { SessionUser } from '../../api/session';
import { useAddShortcutEnabled } from '../shortcuts/addShortcut';
import { shortcutTexts } from '../shortcuts/shortcutTexts';
import { StorageWarning } from '../storage/StorageWarning';
import { SyncStatusBadge } from '../workspace/SyncStatusBadge';
import { UserCard } from './UserCard';
import './sidebar.css';

const links = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/show_trans', label: 'Transactions' },
  { to: '/accounts', label: 'Accounts' },
  { to: '/show_scheduled_trans', label: 'Scheduled' },
  { to: '/upcoming', label: 'Upcoming' },
  { to: '/forecast', label: 'Forecast' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/budgets', label: 'Budgets' },
  { to: '/reports', label: 'Reports' },
  { to: '/show_networth_details', label: 'Net Worth' },
  { to: '/show-target-history', label: 'Target History' },
  { to: '/categories', label: 'Categories' },
  { to: '/payees', label: 'Payees' },
  { to: '/tags', label: 'Tags' },
  { to: '/rules', label: 'Rules' },
  { to: '/profile', label: 'Profile' },
] as const;

interface SidebarProps {
  user: SessionUser;
  onLogout: () => void;
}

/** Spec section 9: the sidebar collapses on screens up to 768px wide. */
const collapsed = '(max-width: 768px)';

/**
 * The signed-in navigation; at 768px and below it folds behind a menu button. Folded, its links
 * leave the Tab order (inert); open, focus stays in it until Escape, a link or the button closes it.
 */
export function Sidebar({ user, onLogout }: SidebarProps) {
  const [open, setOpen] = useState(false);
  const drawer = useMediaQuery(collapsed);
  const shortcut = useAddShortcutEnabled();
  const close = () => setOpen(false);
  const { toggleRef, drawerRef } = useDrawerFocus(drawer && open, close);
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="sidebar-toggle"
        aria-expanded={open}
        aria-controls="sidebar"
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon />
        <span className="visually-hidden">Menu</span>
      </button>
      {open && <div className="sidebar-backdrop" onClick={close} aria-hidden="true" />}
      <aside
        ref={drawerRef}
        id="sidebar"
        className={open ? 'sidebar sidebar--open' : 'sidebar'}
        inert={drawer && !open}
      >
        <Link to="/dashboard" className="sidebar__brand" onClick={close}>
          Money Kitchen
        </Link>
        <UserCard user={user} />
        <SyncStatusBadge />
        <StorageWarning />
        <nav aria-label="Main">
          <ul className="sidebar__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="sidebar__link"
                  activeProps={{ className: 'sidebar__link--active' }}
                  onClick={close}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="sidebar__link sidebar__logout" onClick={onLogout}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
        {shortcut && <p className="sidebar__shortcut">{shortcutTexts.hint}</p>}
      </aside>
    </>
  );
}
