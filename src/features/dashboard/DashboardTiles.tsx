import { Link } from '@tanstack/react-router';
import { dashboardTexts, dashboardTiles } from './dashboardTexts';
import { profileTargetSearch } from './profileTargetSearch';
import '../../ui/card-list.css';

/** Shortcuts to the main screens, each a link with a second line. */
export function DashboardTiles() {
  return (
    <nav aria-label={dashboardTexts.shortcuts}>
      <ul className="card-list dashboard-tiles">
        {dashboardTiles.map((tile) => (
          <li key={tile.title}>
            <Link
              to={tile.to}
              search={'search' in tile ? profileTargetSearch : undefined}
              className="card dashboard-tile"
            >
              <span className="dashboard-tile__title">{tile.title}</span>
              <span className="dashboard-tile__detail">{tile.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
