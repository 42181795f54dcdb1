import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { DashboardCard } from '../dashboard/DashboardCard';
import { AccountFormModal } from './AccountFormModal';
import { accountTexts } from './accountTexts';
import { firstAccountSkipped, skipFirstAccount } from './firstAccountSkip';

/**
 * The first-run step (issue 44 item 10): offered while the person holds no account and has recorded
 * nothing; Skip hides it for good on this device.
 */
export function FirstAccountPanel() {
  const db = useDatabase();
  const [skipped, setSkipped] = useState(() => firstAccountSkipped(db.name));
  const [adding, setAdding] = useState(false);
  if (skipped) return null;
  const close = () => setAdding(false);
  return (
    <DashboardCard title={accountTexts.firstRunTitle} className="get-started">
      <p className="get-started__text">{accountTexts.firstRunText}</p>
      <div className="dashboard-actions">
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          {accountTexts.firstRunAdd}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            skipFirstAccount(db.name);
            setSkipped(true);
          }}
        >
          {accountTexts.firstRunSkip}
        </button>
      </div>
      {adding && <AccountFormModal onClose={close} onSuccess={close} />}
    </DashboardCard>
  );
}
