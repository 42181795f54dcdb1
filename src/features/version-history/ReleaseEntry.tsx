import { appVersion } from '../../domain/version';
import { formatReleaseDate } from './formatReleaseDate';
import type { Release } from './releases';

export function ReleaseEntry({ release }: { release: Release }) {
  const headingId = `release-${release.version.replaceAll('.', '-')}`;
  const isCurrent = release.version === appVersion;
  return (
    <article className={isCurrent ? 'card release release--current' : 'card release'} aria-labelledby={headingId}>
      <header className="release__header">
        <h3 id={headingId} className="release__version">
          v{release.version}
        </h3>
        {isCurrent && <span className="release__badge release__badge--current">CURRENT</span>}
        {release.major && <span className="release__badge release__badge--major">MAJOR</span>}
        <time className="release__date" dateTime={release.date}>
          {formatReleaseDate(release.date)}
        </time>
      </header>
      <p className="release__title">{release.title}</p>
      <ul className="release__highlights">
        {release.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </article>
  );
}
