import { AuthActions } from './AuthActions';
import '../../ui/call-to-action.css';

export function ClosingCta() {
  return (
    <section className="call-to-action landing-cta" aria-labelledby="landing-cta-title">
      <h2 id="landing-cta-title" className="landing-section__title">
        Ready to get your finances cooking?
      </h2>
      <p className="landing-cta__text">Free to start, installable on any device and ready to work offline.</p>
      <AuthActions />
    </section>
  );
}
