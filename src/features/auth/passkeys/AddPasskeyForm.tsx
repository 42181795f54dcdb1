import { useState, type FormEvent } from 'react';
import { addPasskey } from '../../../api/passkeys';
import { passkeyNameSchema, type PasskeySummary } from '../../../domain/passkeys';
import { InputField } from '../../../ui/InputField';
import * as v from 'valibot';
import { passkeyTexts } from './passkeyTexts';

interface AddPasskeyFormProps {
  onAdded: (passkey: PasskeySummary) => void;
  /** The browser's or the server's refusal, for the panel to word (and to ask for proof on a 403). */
  onFailed: (error: unknown) => void;
}

/** Names a new passkey and asks the browser to make it (WebAuthn registration ceremony). */
export function AddPasskeyForm({ onAdded, onFailed }: AddPasskeyFormProps) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = v.safeParse(passkeyNameSchema, name);
    if (!checked.success) {
      setProblem(checked.issues[0].message);
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      onAdded(await addPasskey(checked.output));
      setName('');
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="passkeys__add" onSubmit={(event) => void submit(event)} noValidate>
      <InputField
        id="passkey-name"
        label={passkeyTexts.nameLabel}
        hint={passkeyTexts.nameHint}
        error={problem}
        value={name}
        onChange={setName}
        autoComplete="off"
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? passkeyTexts.adding : passkeyTexts.add}
      </button>
    </form>
  );
}
