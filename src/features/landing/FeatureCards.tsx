import { landingFeatures } from './landingContent';
import '../../ui/card-list.css';

export function FeatureCards() {
  return (
    <section className="landing-section" aria-labelledby="landing-features-title">
      <h2 id="landing-features-title" className="landing-section__title">
        Everything your finances need
      </h2>
      <ul className="card-list landing-features">
        {landingFeatures.map((feature) => (
          <li key={feature.title} className="card landing-feature">
            <span className="landing-feature__icon" aria-hidden="true">
              <feature.icon />
            </span>
            <h3 className="landing-feature__title">{feature.title}</h3>
            <p className="landing-feature__text">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
