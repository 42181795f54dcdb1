import { googleAuthUrl } from '../../api/auth';
import { googleStateKey } from './authTexts';

/**
 * Asks the server where Google's consent page is, remembers the `state` it carries so the
 * callback can check the answer belongs to this browser, and leaves for Google.
 */
export async function startGoogleSignIn(): Promise<void> {
  const { auth_url } = await googleAuthUrl();
  const state = new URL(auth_url, window.location.href).searchParams.get('state');
  if (state) sessionStorage.setItem(googleStateKey, state);
  else sessionStorage.removeItem(googleStateKey);
  window.location.assign(auth_url);
}
