import { useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { setMonthlyTarget } from '../../db/commands/targets';
import { monthKey, monthLabel, monthOf, todayIn, type Month } from '../../domain/dates';
import { checkAmountText } from '../../domain/amountInput';
import { isUnsignedNumericText } from '../../domain/amountText';
import { centsToDecimalString, type Cents } from '../../domain/money';
import { AmountField } from '../../ui/MoneyFields';
import { personNumberMarks } from '../../ui/personLocale';
import { StateMessage } from '../../ui/StateMessage';
import type { ProfileNotices } from './notices';
import { profileTexts } from './profileTexts';
import { useCurrentTarget } from './useCurrentTarget';
import { useNoticedSave } from './useNoticedSave';
import { ProfileSubmit } from './ProfileSubmit';

/** The monthly target: the one in force this month loads when the tab opens. */
export function TargetForm({ notices }: { notices: ProfileNotices }) {
  const [month] = useState<Month>(() => monthOf(todayIn(new Date())));
  const current = useCurrentTarget(month);
  if (current === undefined) return <StateMessage kind="loading">{profileTexts.loadingTarget}</StateMessage>;
  if (current === 'failed') return <StateMessage kind="error">{profileTexts.targetFetchFailed}</StateMessage>;
  return <TargetFields month={month} initial={current} notices={notices} />;
}

interface TargetFieldsProps {
  month: Month;
  initial: Cents | null;
  notices: ProfileNotices;
}

function TargetFields({ month, initial, notices }: TargetFieldsProps) {
  const db = useDatabase();
  const [amount, setAmount] = useState(() => (initial === null ? '' : centsToDecimalString(initial)));
  const { busy, save } = useNoticedSave(notices);
  // The spec's message shows in the page's banner and, linked to the field, beside it; an entry that
  // may mean thousands gets it too, with the question that settles it under the field.
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notices.clear();
    const checked =
      amount.trim() === ''
        ? undefined
        : checkAmountText(amount, { label: 'Target Amount', minCents: 0, marks: personNumberMarks() });
    if (checked === undefined || !('cents' in checked)) {
      notices.error(profileTexts.invalidTarget);
      setFieldError(profileTexts.invalidTarget);
      return;
    }
    const cents = checked.cents;
    await save(() => setMonthlyTarget(db, monthKey(month), cents), {
      saved: profileTexts.targetUpdated,
      failed: profileTexts.targetFailed,
    });
  }

  return (
    <form className="form profile-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="profile-form__heading">{profileTexts.targetHeading}</h2>
      <AmountField
        id="profile-target"
        label="Target Amount"
        hint={profileTexts.targetHint(monthLabel(month))}
        required
        value={amount}
        error={fieldError}
        onChange={(text) => {
          setFieldError(undefined);
          // Spec section 5: the field takes only empty or non-negative numeric text.
          if (isUnsignedNumericText(text, personNumberMarks())) setAmount(text);
        }}
      />
      <ProfileSubmit busy={busy}>{profileTexts.setTarget}</ProfileSubmit>
    </form>
  );
}
