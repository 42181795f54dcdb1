import { Link } from '@tanstack/react-router';
import { Banner } from '../../ui/Banner';
import { importTexts } from './importTexts';
import { StepHeading } from './StepHeading';
import type { WizardState } from './useImportWizard';

/** The import running, with a progress bar the screen reader hears in steps. */
export function ImportingStep({ state }: { state: Extract<WizardState, { step: 'importing' }> }) {
  const text = importTexts.importing(state.done, state.total);
  return (
    <div className="import-step">
      <StepHeading>{importTexts.importingHeading}</StepHeading>
      <progress className="import-progress" max={Math.max(1, state.total)} value={state.done} aria-label={text} />
      <p className="import-step__hint" role="status">
        {text}
      </p>
    </div>
  );
}

interface DoneStepProps {
  state: Extract<WizardState, { step: 'done' }>;
  undoing: boolean;
  onUndo: () => void;
  onRestart: () => void;
}

/** The import done: how many were added, with Undo right here and in the Imports list below. */
export function DoneStep({ state, undoing, onUndo, onRestart }: DoneStepProps) {
  return (
    <div className="import-step">
      <StepHeading>{importTexts.doneHeading}</StepHeading>
      {state.error ? (
        <Banner variant="error">{state.error}</Banner>
      ) : (
        <Banner variant="success">{importTexts.done(state.added, state.fileName)}</Banner>
      )}
      <div className="import-step__buttons">
        <Link to="/show_trans" className="button button--primary">
          View transactions
        </Link>
        {state.added > 0 && (
          <button type="button" className="button button--secondary" disabled={undoing} onClick={onUndo}>
            {importTexts.undo}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onRestart}>
          Import another file
        </button>
      </div>
    </div>
  );
}
