import { useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { setMonthlyTarget } from '../../db/commands/targets';
import { monthKey, monthLabel, monthOf, todayIn, type Month } from '../../domain/dates';
import { centsToDecimalString, parseAmount, type Cents } from '../../domain/money';
import { InputField } from '../../ui/InputField';
import { StateMessage } from '../../ui/StateMessage';
import type { ProfileNotices } from './notices';
import { profileTexts } from './profileTexts';
import { useCurrentTarget } from './useCurrentTarget';
import { useNoticedSave } from './useNoticedSave';

// Spec section 5: the field takes only empty or non-negative numeric text.
const numericText = /^\d*\.?\d*$/;

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
  // The spec's message shows in the page's banner and, linked to the field, beside it.
  const [invalid, setInvalid] = useState(false);
  const fieldError = invalid ? profileTexts.invalidTarget : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notices.clear();
    const cents = amount.trim() === '' ? undefined : parseAmount(amount);
    if (cents === undefined || cents < 0) {
      notices.error(profileTexts.invalidTarget);
      setInvalid(true);
      return;
    }
    await save(() => setMonthlyTarget(db, monthKey(month), cents), {
      saved: profileTexts.targetUpdated,
      failed: profileTexts.targetFailed,
    });
  }

  return (
    <form className="form profile-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="profile-form__heading">{profileTexts.targetHeading}</h2>
      <InputField
        id="profile-target"
        label="Target Amount"
        hint={profileTexts.targetHint(monthLabel(month))}
        error={fieldError}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        required
        value={amount}
        onChange={(text) => {
          setInvalid(false);
          if (numericText.test(text)) setAmount(text);
        }}
      />
      <div className="profile-form__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          {profileTexts.setTarget}
        </button>
      </div>
    </form>
  );
}
