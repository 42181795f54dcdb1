import { useEffect, useLayoutEffect, useRef } from 'react';
import { maxPartNoteLength, maxParts, splitTexts } from '../../domain/splits';
import { InputField } from '../../ui/InputField';
import { AmountField } from '../../ui/MoneyFields';
import { personNumberMarks } from '../../ui/personLocale';
import { CategoryField } from './CategoryField';
import { TagsField } from './TagsField';
import { blankPart, remainingWhileTyping, splitFormTexts, type PartValues } from './splitForm';
import './split-editor.css';

interface SplitEditorProps {
  /** The form's id: each part's fields take ids derived from it. */
  id: string;
  /** The transaction's amount as typed: what the parts must add up to. */
  total: string;
  parts: readonly PartValues[];
  onChange: (parts: PartValues[]) => void;
  onUnsplit: () => void;
  categoryOptions: readonly string[];
  /** Earlier tags, offered in each part's tags field. */
  tagOptions: readonly string[];
}

/**
 * The parts of a split transaction (issue 45, item 1): per part a category, an amount, a note and
 * its own tags (item 3),
 * with what is left to assign said as the person types (and announced); what is wrong at the save
 * is the modal's one error, whose text names the part. A part added takes the focus; a part removed
 * gives it to the part before it (the first, to the one after).
 */
export function SplitEditor({ id, total, parts, onChange, onUnsplit, categoryOptions, tagOptions }: SplitEditorProps) {
  // The part whose category field takes the focus after the render an add or a remove makes.
  const focusPart = useRef<string | undefined>(undefined);
  const categoryId = (key: string) => `${id}-part-${key}-category`;
  useEffect(() => {
    if (focusPart.current === undefined) return;
    document.getElementById(categoryId(focusPart.current))?.focus();
    focusPart.current = undefined;
  });
  const left = remainingWhileTyping(total, parts, personNumberMarks());
  const statusId = `${id}-split-status`;

  // A tags field changes its tags and its typed text in one event (two calls): each builds on the
  // parts the one before it made, not on those of the last render.
  const latest = useRef(parts);
  useLayoutEffect(() => {
    latest.current = parts;
  });
  const update = (index: number, changes: Partial<PartValues>) => {
    const next = latest.current.map((part, i) => (i === index ? { ...part, ...changes } : part));
    latest.current = next;
    onChange(next);
  };
  const add = () => {
    const added = blankPart();
    focusPart.current = added.key;
    onChange([...parts, added]);
  };
  const remove = (index: number) => {
    // The part before it, or for the first the one after (a remove button shows with 3 parts or more).
    focusPart.current = parts[index === 0 ? 1 : index - 1]!.key;
    onChange(parts.filter((_, i) => i !== index));
  };

  return (
    <fieldset className="split-editor" aria-describedby={statusId}>
      <legend className="split-editor__legend">{splitFormTexts.legend}</legend>
      <ol className="split-editor__parts">
        {parts.map((part, index) => {
          const n = index + 1;
          const partId = `${id}-part-${part.key}`;
          return (
            <li key={part.key} className="split-editor__part">
              <CategoryField
                id={categoryId(part.key)}
                label={splitFormTexts.category(n)}
                value={part.category}
                onChange={(category) => update(index, { category })}
                options={categoryOptions}
              />
              <AmountField
                id={`${partId}-amount`}
                label={splitFormTexts.amount(n)}
                min="0.01"
                value={part.amount}
                onChange={(amount) => update(index, { amount })}
              />
              <InputField
                id={`${partId}-note`}
                label={splitFormTexts.note(n)}
                maxLength={maxPartNoteLength}
                value={part.note}
                onChange={(note) => update(index, { note })}
              />
              <TagsField
                id={`${partId}-tags`}
                label={splitFormTexts.tags(n)}
                tags={part.tags}
                onTagsChange={(tags) => update(index, { tags })}
                value={part.tagText}
                onChange={(tagText) => update(index, { tagText })}
                options={tagOptions}
              />
              {parts.length > 2 && (
                <button type="button" className="button button--secondary" onClick={() => remove(index)}>
                  {splitFormTexts.removePart(n)}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <p id={statusId} className="split-editor__status" aria-live="polite">
        {left === undefined ? '' : left === 0 ? splitFormTexts.assigned : splitTexts.remaining(left)}
      </p>
      <div className="split-editor__actions">
        {parts.length < maxParts && (
          <button type="button" className="button button--secondary" onClick={add}>
            {splitFormTexts.addPart}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onUnsplit}>
          {splitFormTexts.unsplit}
        </button>
      </div>
    </fieldset>
  );
}
