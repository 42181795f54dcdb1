import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import './page-stack.css';

/** What a records page says in its header. */
interface RecordsPageTexts {
  title: string;
  subtitle?: string;
}

/**
 * A page of records the person adds to (accounts, scheduled items, wishes): its header with the add
 * button, then what the page lists. `block` names the page for its own stylesheet.
 */
export function RecordsPage({
  block,
  texts,
  addButton,
  children,
}: {
  block: string;
  texts: RecordsPageTexts;
  addButton: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`page-stack ${block}`}>
      <PageHeader title={texts.title} subtitle={texts.subtitle} actions={addButton} />
      {children}
    </div>
  );
}
