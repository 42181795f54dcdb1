import type { ReactNode } from 'react';

/**
 * A profile card: a heading that names the section for screen readers, one line of intro, then the
 * section's own content. `block` is the CSS block the section styles itself with (`card <block>`,
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
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`card ${block}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={`${block}__heading`}>
        {heading}
      </h2>
      <p className={`${block}__intro`}>{intro}</p>
      {children}
    </section>
  );
}
