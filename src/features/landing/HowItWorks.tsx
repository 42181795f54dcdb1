import { landingSteps } from './landingContent';
import '../../ui/round-badge.css';

export function HowItWorks() {
  return (
    <section className="landing-section" aria-labelledby="landing-steps-title">
      <h2 id="landing-steps-title" className="landing-section__title">
        How it works
      </h2>
      <ol className="landing-steps">
        {landingSteps.map((step, index) => (
          <li key={step.title} className="card landing-step">
            {/* The list already announces the position; this number is only the visual badge. */}
            <span className="round-badge landing-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="landing-step__title">{step.title}</h3>
            <p className="landing-step__text">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
