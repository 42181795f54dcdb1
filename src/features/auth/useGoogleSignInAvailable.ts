import { googleSignInAvailable } from '../../api/serverFeatures';
import { useAnswerOnOpen } from '../../ui/useAnswerOnOpen';

/** False until the server says Google sign-in is set up, so the button never offers what would fail. */
export function useGoogleSignInAvailable(): boolean {
  return useAnswerOnOpen(googleSignInAvailable, false)[0];
}
