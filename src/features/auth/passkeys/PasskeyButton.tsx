import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { passkeyFailure } from './passkeyFailure';

interface PasskeyButtonProps {
  label: string;
  /** Shown while the browser's prompt is open and the server checks the answer. */
  busyLabel: string;
  /** The ceremony and what follows it; a failure is told through `onFailed`. */
  run: () => Promise<void>;
  /** The text for a failure neither the browser nor the server named. */
  failed: string;
  onFailed: (text: string) => void;
  /** Told before the prompt opens, so the screen can clear an earlier problem. */
  onStart?: () => void;
  disabled?: boolean;
  className?: string;
}

/** A button that asks for one of the person's passkeys; absent where the browser has no WebAuthn. */
export function PasskeyButton({
  label,
  busyLabel,
  run,
  failed,
  onFailed,
  onStart,
  disabled = false,
  className = 'button button--secondary',
}: PasskeyButtonProps) {
  const [busy, setBusy] = useState(false);
  if (!browserSupportsWebAuthn()) return null;

  async function start() {
    onStart?.();
    setBusy(true);
    try {
      await run();
    } catch (error) {
      onFailed(await passkeyFailure(error, failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={className} disabled={disabled || busy} onClick={() => void start()}>
      {busy ? busyLabel : label}
    </button>
  );
}
