import type { ReactNode } from 'react';
import { CategoryField } from './CategoryField';
import { PayeeCategoryNote } from './PayeeCategoryNote';
import { SplitEditor } from './SplitEditor';
import { splitFormTexts, startSplit, type PartValues } from './splitForm';
import './split-editor.css';

interface CategoryOrSplitProps {
  /** The form's id: the category field and each part's fields take ids derived from it. */
  id: string;
  /** The amount as typed: what a split's parts must add up to. */
  total: string;
  category: { id: string; value: string; error?: string };
  /** The person chose or typed a category (not a split's). */
  onCategoryChange: (category: string) => void;
  /** Undefined while not split. */
  parts: PartValues[] | undefined;
  /** A split started, edited or undone; an unsplit brings back the first part's category. */
  onSplitChange: (changes: { parts: PartValues[] | undefined; category?: string }) => void;
  categoryOptions: readonly string[];
  /** Earlier tags, offered in each part's tags field. */
  tagOptions: readonly string[];
  /** The category a payee filled in, if any (usePayeeCategory). */
  suggested: string | undefined;
  /** Another note under the category field (the learned suggestion), not shown while split. */
  note?: ReactNode;
}

/**
 * The category of a transaction or a scheduled transaction, or its split into parts (issue 45,
 * item 1): the Category field with a button that splits, or the SplitEditor while it is split.
 */
export function CategoryOrSplit({
  id,
  total,
  category,
  onCategoryChange,
  parts,
  onSplitChange,
  categoryOptions,
  tagOptions,
  suggested,
  note,
}: CategoryOrSplitProps) {
  if (parts) {
    return (
      <SplitEditor
        id={id}
        total={total}
        parts={parts}
        onChange={(next) => onSplitChange({ parts: next })}
        onUnsplit={() => onSplitChange({ parts: undefined, category: parts[0]?.category ?? category.value })}
        categoryOptions={categoryOptions}
        tagOptions={tagOptions}
      />
    );
  }
  return (
    <>
      <CategoryField {...category} onChange={onCategoryChange} options={categoryOptions} />
      <PayeeCategoryNote suggested={suggested} category={category.value} />
      {note}
      <button
        type="button"
        className="button button--secondary transaction-form__split"
        onClick={() => onSplitChange({ parts: startSplit(category.value) })}
      >
        {splitFormTexts.split}
      </button>
    </>
  );
}
