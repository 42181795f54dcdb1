import { signInWithPasskey } from '../../../api/passkeys';
import { PasskeyButton } from './PasskeyButton';
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
  return (
    <PasskeyButton
      label={passkeyTexts.signIn}
      busyLabel={passkeyTexts.signingIn}
      failed={passkeyTexts.signInFailed}
      className="button button--secondary auth-button"
      disabled={disabled}
      onStart={onStart}
      onFailed={onFailed}
      run={async () => {
        await signInWithPasskey();
        await onSignedIn();
      }}
    />
  );
}
