import { failureText, readFailure } from '../../../api/apiError';
import { passkeyTexts } from './passkeyTexts';

/**
 * What a failed passkey step says: the browser's own refusals (the person closed the prompt, the
 * authenticator already holds one of their passkeys) by name, then the server's answer.
 */
export async function passkeyFailure(error: unknown, fallback: string): Promise<string> {
  // A DOMException or the library's WebAuthnError; read by name, as not every DOMException is an Error.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError') return passkeyTexts.cancelled;
  if (name === 'InvalidStateError') return passkeyTexts.alreadyOnDevice;
  return failureText(await readFailure(error), fallback);
}
