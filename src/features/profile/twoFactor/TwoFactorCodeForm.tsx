import { useState, type FormEvent, type ReactNode } from 'react';
import { InputField } from '../../../ui/InputField';
import { twoFactorTexts } from './twoFactorTexts';

interface TwoFactorCodeFormProps {
  id: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the code; a thrown error leaves the typed code for another try. */
  onSubmit: (code: string) => Promise<void>;
  /** Told when the code is empty, instead of sending it. */
  onMissing: (text: string) => void;
  /** Buttons beside the submit (a cancel). */
  children?: ReactNode;
}

/** One code field and its submit: confirming the setup, or turning two-factor off. */
export function TwoFactorCodeForm({
  id,
  label,
  submitLabel,
  busyLabel,
  onSubmit,
  onMissing,
  children,
}: TwoFactorCodeFormProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) {
      onMissing(twoFactorTexts.codeRequired);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <InputField
        id={id}
        label={label}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={code}
        onChange={setCode}
      />
      <div className="two-factor__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
