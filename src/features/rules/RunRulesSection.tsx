import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { offerUndo } from '../../app/undo/undoStack';
import { refusalText } from '../../db/commands/CommandRefused';
import { restoreTransactions } from '../../db/commands/bulkEdits';
import { runRulesOn, transactionsRulesChange } from '../../db/commands/runRules';
import { SectionCard } from '../../ui/SectionCard';
import { runRulesTexts as texts } from './rulesTexts';

type RunState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'checked'; ids: string[] }
  | { step: 'running' }
  | { step: 'done'; text: string; failed?: boolean };

/**
 * The rules over the transactions already stored (issue 48, item 1): how many they would change is
 * counted first and said, then one press changes them as one command, offered for undo.
 */
export function RunRulesSection() {
  const db = useDatabase();
  const [state, setState] = useState<RunState>({ step: 'idle' });

  async function check() {
    setState({ step: 'checking' });
    try {
      setState({ step: 'checked', ids: await transactionsRulesChange(db) });
    } catch {
      setState({ step: 'done', text: texts.failed, failed: true });
    }
  }

  async function run(ids: string[]) {
    setState({ step: 'running' });
    try {
      const change = await runRulesOn(db, ids);
      offerUndo({ message: texts.changed(ids.length), undo: () => restoreTransactions(db, change) });
      setState({ step: 'done', text: texts.changed(ids.length) });
    } catch (caught) {
      setState({ step: 'done', text: refusalText(caught) ?? texts.failed, failed: true });
    }
  }

  const busy = state.step === 'checking' || state.step === 'running';
  return (
    <SectionCard id="run-rules" block="run-rules" heading={texts.heading} intro={texts.intro}>
      <p
        className="run-rules__status"
        aria-live="polite"
        role={state.step === 'done' && state.failed ? 'alert' : undefined}
      >
        {state.step === 'checking' && texts.checking}
        {state.step === 'running' && texts.running}
        {state.step === 'checked' && texts.wouldChange(state.ids.length)}
        {state.step === 'done' && state.text}
      </p>
      <div className="run-rules__buttons">
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void check()}>
          {texts.check}
        </button>
        {state.step === 'checked' && state.ids.length > 0 && (
          <button type="button" className="button button--primary" onClick={() => void run(state.ids)}>
            {texts.apply(state.ids.length)}
          </button>
        )}
      </div>
    </SectionCard>
  );
}
