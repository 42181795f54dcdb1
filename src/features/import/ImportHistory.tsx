import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { importBatches } from '../../db/queries/importBatches';
import { Banner } from '../../ui/Banner';
import { StateMessage } from '../../ui/StateMessage';
import { formatNames, importTexts } from './importTexts';
import type { FileFormat } from './parse/importRows';
import type { useUndoImport } from './useUndoImport';

/** The imports made on this device, each with Undo (the batch is remembered here, not synced). */
export function ImportHistory({ undo }: { undo: ReturnType<typeof useUndoImport> }) {
  const db = useDatabase();
  const batches = useLiveQuery(() => importBatches(db), [db]);
  const { state } = undo;
  return (
    <section className="card import-history" aria-labelledby="import-history-heading" aria-busy={batches === undefined}>
      <h2 id="import-history-heading" className="import-step__heading">
        {importTexts.historyHeading}
      </h2>
      {state.kind === 'running' && (
        <>
          <progress
            className="import-progress"
            max={Math.max(1, state.total)}
            value={state.done}
            aria-label="Undo progress"
          />
          <p role="status" className="import-step__hint">
            {importTexts.undoing(state.done, state.total)}
          </p>
        </>
      )}
      {state.kind === 'finished' && <Banner variant={state.failed ? 'error' : 'success'}>{state.text}</Banner>}
      {batches === undefined ? (
        <StateMessage kind="loading">Loading imports...</StateMessage>
      ) : batches.length === 0 ? (
        <StateMessage kind="empty">{importTexts.historyEmpty}</StateMessage>
      ) : (
        <ul className="import-history__list">
          {batches.map((batch) => (
            <li key={batch.id} className="import-history__item">
              <div>
                <strong className="import-history__name">{batch.fileName}</strong>
                <p className="import-step__hint">
                  {formatNames[batch.format as FileFormat] ?? batch.format} · {batch.added.toLocaleString('en-US')}{' '}
                  {batch.added === 1 ? 'transaction' : 'transactions'} · {new Date(batch.importedAt).toLocaleString()}
                </p>
              </div>
              <button
                type="button"
                className="button button--secondary"
                disabled={undo.running}
                aria-label={`${importTexts.undo}: ${batch.fileName}`}
                onClick={() => void undo.undo(batch)}
              >
                {importTexts.undo}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
