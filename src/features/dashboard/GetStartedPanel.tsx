import { Link } from '@tanstack/react-router';
import type { TransactionKind } from '../../domain/records';
import { AddButtons } from './AddButtons';
import { PickCurrency } from './PickCurrency';
import { DashboardCard } from './DashboardCard';
import { dashboardTexts } from './dashboardTexts';
import { profileTargetSearch } from './profileTargetSearch';

/** Shown while there is no score yet: the first steps, ending with setting a target. */
export function GetStartedPanel({
  onAdd,
  offerCurrency,
}: {
  onAdd: (kind: TransactionKind) => void;
  /** On the first day: offer to pick the favorite currency first. */
  offerCurrency: boolean;
}) {
  return (
    <DashboardCard title={dashboardTexts.getStarted} className="get-started">
      <p className="get-started__text">{dashboardTexts.getStartedText}</p>
      {offerCurrency && <PickCurrency />}
      <div className="dashboard-actions">
        <AddButtons onAdd={onAdd} />
        <Link to="/profile" search={profileTargetSearch} className="button button--secondary">
          {dashboardTexts.setTarget}
        </Link>
      </div>
    </DashboardCard>
  );
}
