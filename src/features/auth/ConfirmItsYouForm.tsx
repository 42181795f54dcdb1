import { useState, type FormEvent } from 'react';
import { reauthenticateWithPasskey } from '../../api/passkeys';
import { reauthenticate } from '../../api/reauth';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { profileFailure } from '../profile/profileFailure';
import { PasskeyButton } from './passkeys/PasskeyButton';
import { passkeyTexts } from './passkeys/passkeyTexts';

export const confirmItsYouTexts = {
  label: 'Password or two-factor code',
  submit: 'Confirm It’s You',
  busy: 'Confirming...',
  failed: 'Could not confirm it is you.',
} as const;

interface ConfirmItsYouFormProps {
  id: string;
  /** Told once the server accepted the password or code: the next 5 minutes may do what can hurt. */
  onConfirmed: (message: string) => void;
  onFailed: (text: string) => void;
}

/** Shown when the server answered reauth_required (issue 49, item 9): the password, a code or a passkey again. */
export function ConfirmItsYouForm({ id, onConfirmed, onFailed }: ConfirmItsYouFormProps) {
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!secret) return;
    setBusy(true);
    try {
      onConfirmed((await reauthenticate(secret)).message);
      setSecret('');
    } catch (caught) {
      onFailed(await profileFailure(caught, confirmItsYouTexts.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField htmlFor={id} label={confirmItsYouTexts.label}>
        <PasswordInput
          id={id}
          autoComplete="current-password"
          required
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
        />
      </FormField>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? confirmItsYouTexts.busy : confirmItsYouTexts.submit}
        </button>
        <PasskeyButton
          label={passkeyTexts.useInstead}
          busyLabel={passkeyTexts.signingIn}
          failed={confirmItsYouTexts.failed}
          disabled={busy}
          onFailed={onFailed}
          run={async () => onConfirmed((await reauthenticateWithPasskey()).message)}
        />
      </div>
    </form>
  );
}
