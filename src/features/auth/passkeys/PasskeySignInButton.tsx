import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { signInWithPasskey } from '../../../api/passkeys';
import { passkeyFailure } from './passkeyFailure';
import { passkeyTexts } from './passkeyTexts';

interface PasskeySignInButtonProps {
  disabled: boolean;
  onSignedIn: () => void | Promise<void>;
  onFailed: (text: string) => void;
  /** Told before the browser's prompt opens, so the page can clear an earlier problem. */
  onStart: () => void;
}

/** "Sign in with a passkey": no username, the browser offers this site's passkeys (discoverable). */
export function PasskeySignInButton({ disabled, onSignedIn, onFailed, onStart }: PasskeySignInButtonProps) {
  const [busy, setBusy] = useState(false);
  if (!browserSupportsWebAuthn()) return null;

  async function signIn() {
    onStart();
    setBusy(true);
    try {
      await signInWithPasskey();
      await onSignedIn();
    } catch (error) {
      onFailed(await passkeyFailure(error, passkeyTexts.signInFailed));
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="button button--secondary auth-button"
      disabled={disabled || busy}
      onClick={() => void signIn()}
    >
      {busy ? passkeyTexts.signingIn : passkeyTexts.signIn}
    </button>
  );
}
