import { memo, startTransition, useCallback, useState } from 'react';
import { useSession } from '../../app/session/useSession';
import type { TransactionKind } from '../../domain/records';
import { PageHeader } from '../../ui/PageHeader';
import { DashboardAccounts } from '../accounts/DashboardAccounts';
import { NetWorthCard } from '../networth/NetWorthCard';
import { TransactionFormModal } from '../transactions/TransactionFormModal';
import { TransferFormModal } from '../transfers/TransferFormModal';
import { AddButtons } from './AddButtons';
import { DashboardOverview } from './DashboardOverview';
import { DashboardTiles } from './DashboardTiles';
import { dashboardTexts } from './dashboardTexts';
import { GetStartedPanel } from './GetStartedPanel';
import { TargetStatusCard } from './TargetStatusCard';
import { useDailyScheduledApply } from './useDailyScheduledApply';
import { useFirstSteps } from './useFirstSteps';
import { useMonthScore } from './useMonthScore';
import '../../ui/page-stack.css';
import './dashboard.css';

/**
 * The home screen: net worth, quick adds, this month's target status, this month against last, the
 * net worth trend, the newest transactions, the scheduled items due next, then the shortcuts.
 * Everything reads the local database live, so a saved transaction shows at once, with no reload.
 */
export function DashboardPage() {
  const session = useSession();
  const score = useMonthScore();
  const firstSteps = useFirstSteps();
  const [adding, setAdding] = useState<TransactionKind | null>(null);
  useDailyScheduledApply();

  const user = session?.user;
  const name = user ? user.first_name.trim() || user.username : '';
  const close = () => setAdding(null);
  const [movingMoney, setMovingMoney] = useState(false);
  const closeTransfer = () => setMovingMoney(false);
  // In a transition, as the transactions page opens both: the click answers at once and React draws
  // the form in pieces that yield to input (the add form's first opening while the history streams
  // was a long task of the first sync, issue 15).
  const add = useCallback((kind: TransactionKind) => startTransition(() => setAdding(kind)), []);
  const moveMoney = () => startTransition(() => setMovingMoney(true));
  return (
    <div className="page-stack dashboard-page">
      <PageHeader
        title={firstSteps?.returning === false ? dashboardTexts.welcomeFirst(name) : dashboardTexts.welcome(name)}
        subtitle={dashboardTexts.subtitle}
        actions={<AddButtons onAdd={add} onMoveMoney={moveMoney} />}
      />
      <DashboardCards score={score} firstSteps={firstSteps} onAdd={add} />
      {adding && <TransactionFormModal key={adding} initialKind={adding} onClose={close} onSuccess={close} />}
      {movingMoney && <TransferFormModal onClose={closeTransfer} onSuccess={closeTransfer} />}
    </div>
  );
}

interface DashboardCardsProps {
  score: ReturnType<typeof useMonthScore>;
  firstSteps: ReturnType<typeof useFirstSteps>;
  onAdd: (kind: TransactionKind) => void;
}

/**
 * The cards under the header. Memoized: opening or closing a modal changes only the page's own
 * state, and rendering every card again made the click that opens Add Transaction a long task.
 */
const DashboardCards = memo(function DashboardCards({ score, firstSteps, onAdd }: DashboardCardsProps) {
  return (
    <>
      <NetWorthCard mode="dashboard" />
      <DashboardAccounts />
      {score === null && <GetStartedPanel onAdd={onAdd} offerCurrency={firstSteps?.offerCurrency === true} />}
      {score && <TargetStatusCard score={score} />}
      {/* After this month's score is read (undefined while it is), so the figures come first. */}
      {score !== undefined && <DashboardOverview returning={firstSteps?.returning === true} />}
      <DashboardTiles />
    </>
  );
});
