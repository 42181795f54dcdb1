import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { passkeyNameSchema, type PasskeySummary } from '../../../domain/passkeys';
import { InputField } from '../../../ui/InputField';
import { listDate } from '../../../ui/formatDate';
import { passkeyTexts } from './passkeyTexts';

interface PasskeyRowProps {
  passkey: PasskeySummary;
  busy: boolean;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
}

const day = (iso: string) => listDate(iso.slice(0, 10));

/** One passkey: its name and dates, renamed in place or removed. */
export function PasskeyRow({ passkey, busy, onRename, onRemove }: PasskeyRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const fieldId = `passkey-rename-${passkey.id}`;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = v.safeParse(passkeyNameSchema, draft ?? '');
    if (!checked.success) {
      setProblem(checked.issues[0].message);
      return;
    }
    if (await onRename(checked.output)) {
      setDraft(null);
      setProblem(undefined);
    }
  }

  if (draft !== null) {
    return (
      <li className="passkeys__row">
        <form className="passkeys__rename" onSubmit={(event) => void save(event)} noValidate>
          <InputField id={fieldId} label={passkeyTexts.nameLabel} error={problem} value={draft} onChange={setDraft} />
          <div className="passkeys__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {passkeyTexts.save}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDraft(null)}>
              {passkeyTexts.cancel}
            </button>
          </div>
        </form>
      </li>
    );
  }

  const used = passkey.last_used_at ? passkeyTexts.lastUsed(day(passkey.last_used_at)) : passkeyTexts.neverUsed;
  return (
    <li className="passkeys__row">
      <div className="passkeys__about">
        <span className="passkeys__name">{passkey.name}</span>
        <span className="passkeys__dates">
          {passkeyTexts.createdOn(day(passkey.created_at))}, {used}
        </span>
      </div>
      <div className="passkeys__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-label={`${passkeyTexts.rename} ${passkey.name}`}
          onClick={() => setDraft(passkey.name)}
        >
          {passkeyTexts.rename}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-label={`${passkeyTexts.remove} ${passkey.name}`}
          onClick={onRemove}
        >
          {passkeyTexts.remove}
        </button>
      </div>
    </li>
  );
}
