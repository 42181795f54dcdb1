import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { MonthScore } from '../../db/queries/dashboard';
import { formatMoney } from '../../ui/formatCents';
import { dashboardTexts } from './dashboardTexts';
import { scoreText } from './scoreText';

const statusClass = { 'Above Target': 'above', 'Below Target': 'below', 'On Target': 'on' } as const;

/** This month's target, score and status, linking to the history of past months. */
export function TargetStatusCard({ score }: { score: MonthScore }) {
  const titleId = useId();
  return (
    <section className="card target-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {dashboardTexts.targetTitle}
      </h2>
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
    </section>
  );
}
