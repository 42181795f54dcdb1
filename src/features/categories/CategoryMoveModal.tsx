import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { runUndoably } from '../../app/undo/undoable';
import { mergeCategory, renameCategory } from '../../db/commands/categories';
import type { CategorySummary } from '../../db/queries/categorySummaries';
import { maxTextLength } from '../../domain/records';
import { categoriesTexts } from './categoriesTexts';
import { NameMoveModal, type MoveMode } from './NameMoveModal';

export type { MoveMode } from './NameMoveModal';

interface CategoryMoveModalProps {
  summary: CategorySummary;
  mode: MoveMode;
  /** The other categories of the same type, most used first. */
  others: readonly string[];
  onClose: () => void;
  /** After the move: what to tell the person. */
  onDone: (message: string) => void;
}

/** Renames a category or merges it into another of its type. */
export function CategoryMoveModal({ summary, ...props }: CategoryMoveModalProps) {
  const db = useDatabase();
  const ref = { kind: summary.kind, category: summary.category };
  return (
    <NameMoveModal
      {...props}
      from={summary.category}
      total={summary.count + summary.scheduled}
      maxLength={maxTextLength}
      texts={categoriesTexts}
      move={(mode, to, onProgress) =>
        mode === 'rename'
          ? renameCategory(db, ref, to, onProgress)
          : runUndoably(db, categoriesTexts.mergedInto(ref.category, to.trim()), () =>
              mergeCategory(db, ref, to, onProgress),
            )
      }
    />
  );
}
