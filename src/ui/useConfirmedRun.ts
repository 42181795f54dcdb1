import { useState } from 'react';
import { askToConfirm } from './confirmDialog';

interface ConfirmedRun {
  /** What the in-app confirmation asks first; a no runs nothing. */
  question: string;
  /** The work; what it resolves to is told in an alert. */
  run: () => Promise<string>;
  /** The alert's text when the work fails, given the error's message. */
  failed: (reason: string) => string;
}

function reasonOf(caught: unknown): string {
  return caught instanceof Error && caught.message ? caught.message : 'Unknown error';
}

/** Work the person confirms first (a rebuild of figures): busy while it runs, its outcome told in an alert. */
export function useConfirmedRun({ question, run, failed }: ConfirmedRun) {
  const [busy, setBusy] = useState(false);

  async function start() {
    if (!(await askToConfirm(question))) return;
    setBusy(true);
    try {
      window.alert(await run());
    } catch (caught) {
      window.alert(failed(reasonOf(caught)));
    } finally {
      setBusy(false);
    }
  }

  return { busy, start: () => void start() };
}
