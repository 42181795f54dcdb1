import { useId, useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { setCategoryColour } from '../../db/commands/categories';
import type { CategorySummary } from '../../db/queries/categorySummaries';
import { categoryColourNames, type CategoryColour } from '../../domain/categoryColours';
import { Banner } from '../../ui/Banner';
import { categoryColourLabels, categoryPalette } from '../../ui/charts/categoryPalette';
import { Modal } from '../../ui/Modal';
import { useDocumentTheme } from '../reports/useDocumentTheme';
import { categoriesTexts as texts } from './categoriesTexts';
import '../../ui/record-form.css';

interface CategoryColourModalProps {
  summary: CategorySummary;
  current: CategoryColour | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Picks a category's chart colour from the fixed palette (each readable in both themes), or none. */
export function CategoryColourModal({ summary, current, onClose, onDone }: CategoryColourModalProps) {
  const db = useDatabase();
  const theme = useDocumentTheme();
  const name = useId();
  const [choice, setChoice] = useState<CategoryColour | 'none'>(current ?? 'none');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await setCategoryColour(db, summary, choice === 'none' ? null : choice);
      onDone(texts.colourSaved(summary.category));
    } catch {
      setError(texts.failed);
      setBusy(false);
    }
  }

  return (
    <Modal title={texts.colourTitle(summary.category)} onClose={onClose}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {error && <Banner variant="error">{error}</Banner>}
        <fieldset className="record-form__fields colour-choices" disabled={busy}>
          <legend className="visually-hidden">{texts.colour}</legend>
          {(['none', ...categoryColourNames] as const).map((colour) => (
            <label key={colour} className="colour-choice">
              <input
                type="radio"
                name={name}
                value={colour}
                checked={choice === colour}
                data-autofocus={choice === colour ? true : undefined}
                onChange={() => setChoice(colour)}
              />
              <span
                className={colour === 'none' ? 'colour-swatch colour-swatch--none' : 'colour-swatch'}
                style={colour === 'none' ? undefined : { background: categoryPalette[colour][theme] }}
                aria-hidden="true"
              />
              {colour === 'none' ? texts.noColour : categoryColourLabels[colour]}
            </label>
          ))}
        </fieldset>
        <div className="record-form__buttons">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? texts.working : texts.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
