import { AuthActions } from './AuthActions';

export function ClosingCta() {
  return (
    <section className="landing-section landing-cta" aria-labelledby="landing-cta-title">
      <h2 id="landing-cta-title" className="landing-section__title">
        Ready to get your finances cooking?
      </h2>
      <p className="landing-cta__text">Free to start, installable on any device and ready to work offline.</p>
      <AuthActions />
    </section>
  );
}
