import { percentSure, type CategoryGuess } from '../../domain/categoryModel';
import { FieldNote } from '../../ui/FieldNote';
import './category-field.css';

export const learnedCategoryTexts = {
  suggested: ({ category, confidence }: CategoryGuess) => `Suggested: ${category} (${percentSure(confidence)})`,
  use: (category: string) => `Use the suggested ${category}`,
} as const;

/**
 * The category the person's own history suggests (issue 48, item 2), with a button that takes it:
 * the field stays as it is until they press it.
 */
export function LearnedCategoryNote({
  guess,
  onUse,
}: {
  guess: CategoryGuess | undefined;
  onUse: (category: string) => void;
}) {
  return (
    <FieldNote
      className="category-field__similar"
      text={guess ? learnedCategoryTexts.suggested(guess) : undefined}
      action={
        guess ? { label: learnedCategoryTexts.use(guess.category), onClick: () => onUse(guess.category) } : undefined
      }
    />
  );
}
