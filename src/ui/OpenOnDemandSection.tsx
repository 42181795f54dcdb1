import { useState, type ReactNode } from 'react';
import { SectionCard } from './SectionCard';

/** What an on-demand section shows before it is opened; each feature keeps its own beside its texts. */
export type OnDemandSection = {
  id: string;
  block: string;
  heading: ReactNode;
  intro: ReactNode;
  openLabel: string;
  closeLabel: string;
  /** The id the panel renders with, so the button can say what it controls. */
  panelId?: string;
};

/**
 * A section card whose panel mounts only when the person opens it: panels that ask the server
 * (two-factor, passkeys, signed-in devices; issue 49) stay quiet offline until they are wanted.
 */
export function OpenOnDemandSection({ section, children }: { section: OnDemandSection; children: ReactNode }) {
  const { id, block, heading, intro, openLabel, closeLabel, panelId } = section;
  const [open, setOpen] = useState(false);
  return (
    <SectionCard id={id} block={block} heading={heading} intro={intro}>
      <div className={`${block}__buttons`}>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((now) => !now)}
        >
          {open ? closeLabel : openLabel}
        </button>
      </div>
      {open && children}
    </SectionCard>
  );
}
