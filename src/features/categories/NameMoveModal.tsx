import { useId, useState, type FormEvent } from 'react';
import { moveChunkSize, type MoveProgress } from '../../db/commands/categories';
import { CommandRefused } from '../../db/commands/CommandRefused';
import { Banner } from '../../ui/Banner';
import { fieldDescription, FormField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import type { categoriesTexts } from './categoriesTexts';
import '../../ui/record-form.css';
import { ValueOptions } from '../../ui/ValueOptions';

export type MoveMode = 'rename' | 'merge';

/** The words of a rename and merge dialog: the categories' (categoriesTexts), or the payees'. */
export type MoveTexts = Pick<
  typeof categoriesTexts,
  | 'renameTitle'
  | 'mergeTitle'
  | 'newName'
  | 'newNameHint'
  | 'mergeInto'
  | 'mergeHint'
  | 'noMergeTarget'
  | 'useMerge'
  | 'exists'
  | 'cancel'
  | 'working'
  | 'progress'
  | 'renamed'
  | 'merged'
  | 'failed'
  | 'rename'
  | 'merge'
>;

interface NameMoveModalProps {
  /** The name moved (a category, a payee). */
  from: string;
  /** The records it names, for the progress. */
  total: number;
  mode: MoveMode;
  /** The other names it may merge into, in the order to offer them. */
  others: readonly string[];
  maxLength: number;
  texts: MoveTexts;
  /** The command: a rename to `to`, or a merge into `to`. */
  move: (mode: MoveMode, to: string, onProgress: (progress: MoveProgress) => void) => Promise<MoveProgress>;
  onClose: () => void;
  /** After the move: what to tell the person. */
  onDone: (message: string) => void;
}

/**
 * Renames a name that records share (a category, a payee) or merges it into another. A big one
 * moves in chunks; past the first chunk its progress shows (it is one transaction: closing the tab
 * midway changes nothing).
 */
export function NameMoveModal({
  from,
  total,
  mode: initialMode,
  others,
  maxLength,
  texts,
  move,
  onClose,
  onDone,
}: NameMoveModalProps) {
  const id = useId();
  const [mode, setMode] = useState(initialMode);
  const [name, setName] = useState(from);
  const [target, setTarget] = useState(others[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<MoveProgress | null>(null);
  const busy = progress !== null;
  const existing = mode === 'rename' ? others.find((other) => other === name.trim()) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setProgress({ done: 0, total });
    try {
      const done = await move(mode, mode === 'rename' ? name : target, setProgress);
      const to = mode === 'rename' ? name.trim() : target;
      onDone((mode === 'rename' ? texts.renamed : texts.merged)(from, to, done.done));
    } catch (caught) {
      setError(caught instanceof CommandRefused ? caught.message : texts.failed);
      setProgress(null);
    }
  }

  function mergeInstead(into: string) {
    setMode('merge');
    setTarget(into);
    setError(null);
  }

  const nameId = `${id}-name`;
  const targetId = `${id}-target`;
  const title = mode === 'rename' ? texts.renameTitle(from) : texts.mergeTitle(from);
  return (
    <Modal title={title} onClose={busy ? () => undefined : onClose}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {error && <Banner variant="error">{error}</Banner>}
        <fieldset className="record-form__fields" disabled={busy}>
          {mode === 'rename' ? (
            <FormField htmlFor={nameId} label={texts.newName} hint={texts.newNameHint}>
              <input
                id={nameId}
                className="form-input"
                autoComplete="off"
                maxLength={maxLength}
                data-autofocus
                {...fieldDescription(nameId, { hint: true })}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setError(null);
                }}
              />
            </FormField>
          ) : others.length === 0 ? (
            <p>{texts.noMergeTarget}</p>
          ) : (
            <FormField htmlFor={targetId} label={texts.mergeInto} hint={texts.mergeHint(from)}>
              <select
                id={targetId}
                className="form-input"
                {...fieldDescription(targetId, { hint: true })}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
              >
                <ValueOptions values={others} />
              </select>
            </FormField>
          )}
          {existing !== undefined && (
            <div className="banner banner--info" role="status">
              <p>{texts.exists(existing)}</p>
              <button type="button" className="button button--secondary" onClick={() => mergeInstead(existing)}>
                {texts.useMerge(existing)}
              </button>
            </div>
          )}
          {busy && progress.total > moveChunkSize && (
            <div className="category-progress" role="status">
              <progress value={progress.done} max={progress.total} aria-label={texts.working} />
              <p>{texts.progress(progress.done, progress.total)}</p>
            </div>
          )}
          <div className="record-form__buttons">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {texts.cancel}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={existing !== undefined || (mode === 'merge' && others.length === 0)}
            >
              {busy ? texts.working : mode === 'rename' ? texts.rename : texts.merge}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
