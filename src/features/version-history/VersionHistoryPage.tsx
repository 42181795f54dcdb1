import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../ui/PageHeader';
import { BackButton } from './BackButton';
import { ReleaseEntry } from './ReleaseEntry';
import { ReleaseStats } from './ReleaseStats';
import { releases } from './releases';
import '../../ui/call-to-action.css';
import './version-history.css';
import { mainContentProps } from '../../ui/mainContent';

/** Public release notes at /version-history. */
export function VersionHistoryPage() {
  return (
    <main className="version-history" {...mainContentProps}>
      <BackButton />
      <PageHeader
        title="Version History"
        subtitle="Money Kitchen is a rebuild of the original app, with a separate backend and a component-based front end. Here is how it grew, release by release."
      />
      <ReleaseStats />
      <section className="version-history__section" aria-labelledby="version-history-releases">
        <h2 id="version-history-releases" className="version-history__heading">
          Release notes
        </h2>
        <ol className="version-history__releases">
          {releases.map((release) => (
            <li key={release.version}>
              <ReleaseEntry release={release} />
            </li>
          ))}
        </ol>
      </section>
      <section className="call-to-action version-history__cta" aria-labelledby="version-history-cta">
        <h2 id="version-history-cta" className="version-history__heading">
          Start tracking your money today
        </h2>
        <div className="version-history__actions">
          <Link to="/register" className="button button--primary">
            Get Started Free
          </Link>
          <Link to="/login" className="button button--secondary">
            Sign In
          </Link>
        </div>
      </section>
      <footer className="version-history__footer">
        <p>© 2025 Money Kitchen Financial Manager. All rights reserved.</p>
      </footer>
    </main>
  );
}
