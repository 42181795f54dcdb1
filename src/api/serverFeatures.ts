import { http } from './http';

interface HealthAnswer {
  google_sign_in?: boolean;
}

let asked: Promise<boolean> | undefined;

/**
 * Whether this server has Google sign-in set up (its public health answer says so). Asked once per
 * page load; a failure (offline, an older server) counts as "no", since the button could not work then.
 */
export function googleSignInAvailable(): Promise<boolean> {
  asked ??= http
    .get('health', { timeout: 5000 })
    .json<HealthAnswer>()
    .then((answer) => answer.google_sign_in === true)
    .catch(() => {
      asked = undefined;
      return false;
    });
  return asked;
}
