import type { ReactNode } from 'react';
import './section-card.css';

/**
 * A profile card: a heading that names the section for screen readers, a line of intro where there
 * is one, then the section's own content. `block` is the CSS block the section styles itself with (`card <block>`,
 * `<block>__heading`, `<block>__intro`).
 */
export function SectionCard({
  id,
  block,
  heading,
  intro,
  children,
}: {
  id: string;
  block: string;
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`card section-card ${block}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={`section-card__heading ${block}__heading`}>
        {heading}
      </h2>
      {intro !== undefined && <p className={`section-card__intro ${block}__intro`}>{intro}</p>}
      {children}
    </section>
  );
}
