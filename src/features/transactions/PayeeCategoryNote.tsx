import { FieldNote } from '../../ui/FieldNote';
import './category-field.css';
import { transactionTexts } from './transactionTexts';

interface PayeeCategoryNoteProps {
  /** The category a payee filled in (usePayeeCategory), if any. */
  suggested: string | undefined;
  /** The form's category now: the note stays only while the suggestion does. */
  category: string;
}

/** Says, politely to screen readers, that the category came from the payee. */
export function PayeeCategoryNote({ suggested, category }: PayeeCategoryNoteProps) {
  return (
    <FieldNote
      className="category-field__similar"
      text={suggested !== undefined && category === suggested ? transactionTexts.payeeCategory(suggested) : undefined}
    />
  );
}
