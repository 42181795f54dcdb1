import { Link } from '@tanstack/react-router';
import type { MonthScore } from '../../db/queries/dashboard';
import { formatMoney } from '../../ui/formatCents';
import { DashboardCard } from './DashboardCard';
import { dashboardTexts } from './dashboardTexts';
import { scoreText } from './scoreText';

const statusClass = { 'Above Target': 'above', 'Below Target': 'below', 'On Target': 'on' } as const;

/** This month's target, score and status, linking to the history of past months. */
export function TargetStatusCard({ score }: { score: MonthScore }) {
  return (
    <DashboardCard title={dashboardTexts.targetTitle} className="target-card">
      <dl className="target-card__figures">
        <div>
          <dt>{dashboardTexts.target}</dt>
          <dd>{formatMoney(score.target, score.currency)}</dd>
        </div>
        <div>
          <dt>{dashboardTexts.currentScore}</dt>
          <dd className={`target-card__score target-card__score--${statusClass[score.status]}`}>
            {scoreText(score.score)} {score.currency}
            <span className="target-card__exact">
              {dashboardTexts.exactScore(
                formatMoney(score.score, score.currency, { sign: score.score > 0 ? '+' : undefined }),
              )}
            </span>
          </dd>
        </div>
        <div>
          <dt>{dashboardTexts.status}</dt>
          <dd className={`target-card__status target-card__status--${statusClass[score.status]}`}>{score.status}</dd>
        </div>
      </dl>
      {score.missing.length > 0 && <p className="target-card__note">{dashboardTexts.rateMissingFor(score.missing)}</p>}
      <Link to="/show-target-history" className="target-card__link">
        {dashboardTexts.targetHistory}
      </Link>
    </DashboardCard>
  );
}
