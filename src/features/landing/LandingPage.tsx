import { InstallAppButton } from '../../app/pwa/InstallAppButton';
import { ClosingCta } from './ClosingCta';
import { FeatureCards } from './FeatureCards';
import { HowItWorks } from './HowItWorks';
import { LandingHero } from './LandingHero';
import './landing.css';
import { mainContentProps } from '../../ui/mainContent';

/** The public front door at '/': what the product does and the way in. */
export function LandingPage() {
  return (
    <main className="landing" {...mainContentProps}>
      <LandingHero />
      <FeatureCards />
      <HowItWorks />
      <ClosingCta />
      <InstallAppButton />
    </main>
  );
}
