import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { recalculateReports, recalculationSummary } from './recalculateReports';
import { reportTexts } from './reportTexts';

function reasonOf(caught: unknown): string {
  return caught instanceof Error && caught.message ? caught.message : 'Unknown error';
}

/**
 * Rebuilds the figures reports are made from, after a confirmation. The period lists and the report
 * shown read them live, so they refresh by themselves once the rebuild commits.
 */
export function RecalculateReportsButton() {
  const db = useDatabase();
  const [busy, setBusy] = useState(false);

  async function recalculate() {
    if (!window.confirm(reportTexts.confirmRecalculate)) return;
    setBusy(true);
    try {
      window.alert(recalculationSummary(await recalculateReports(db)));
    } catch (caught) {
      window.alert(reportTexts.recalculateFailed(reasonOf(caught)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={() => void recalculate()}>
      {busy ? reportTexts.recalculating : reportTexts.recalculate}
    </button>
  );
}
