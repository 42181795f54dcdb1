import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { recalculateReports, recalculationSummary } from './recalculateReports';
import { reportTexts } from './reportTexts';
import { useConfirmedRun } from '../../ui/useConfirmedRun';

/**
 * Rebuilds the figures reports are made from, after a confirmation. The period lists and the report
 * shown read them live, so they refresh by themselves once the rebuild commits.
 */
export function RecalculateReportsButton() {
  const db = useDatabase();
  const { busy, start } = useConfirmedRun({
    question: reportTexts.confirmRecalculate,
    run: async () => recalculationSummary(await recalculateReports(db)),
    failed: reportTexts.recalculateFailed,
  });

  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={start}>
      {busy ? reportTexts.recalculating : reportTexts.recalculate}
    </button>
  );
}
