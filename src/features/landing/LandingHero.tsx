import { PanIcon } from '../../ui/icons';
import { AuthActions } from './AuthActions';
import { landingHighlights } from './landingContent';

export function LandingHero() {
  return (
    <header className="landing-hero">
      <p className="landing-hero__eyebrow">
        <PanIcon /> Personal finance, simply cooked
      </p>
      <h1 className="landing-hero__title">Money Kitchen</h1>
      <p className="landing-hero__promise">
        Record every income and expense in 160+ currencies, and keep going even when you are offline.
      </p>
      <AuthActions />
      <ul className="landing-hero__highlights">
        {landingHighlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </header>
  );
}
