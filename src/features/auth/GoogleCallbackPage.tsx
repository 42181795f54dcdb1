import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { completeGoogleSignIn, type GoogleCallbackParams, type GoogleOutcome } from './completeGoogleSignIn';
import { GoogleSignedIn } from './GoogleSignedIn';
import { GoogleSignInFailed } from './GoogleSignInFailed';
import { PendingCard } from './PendingCard';
import { TwoFactorSignInForm } from './TwoFactorSignInForm';
import { useOnce } from './useOnce';

/** Where Google sends the browser back (/auth/google/callback?code=&state= or ?error=). */
export function GoogleCallbackPage(params: GoogleCallbackParams) {
  const [outcome, setOutcome] = useState<GoogleOutcome | null>(null);
  const navigate = useNavigate();

  // The code can be traded only once: StrictMode's second effect run must not send it again.
  useOnce(() => void completeGoogleSignIn(params).then(setOutcome));

  if (!outcome) return <PendingCard title="Connecting with Google..." text="Hold on while we sign you in." />;
  if (outcome.kind === 'failed') return <GoogleSignInFailed error={outcome.error} />;
  if (outcome.kind === 'two-factor') {
    return <TwoFactorSignInForm ticket={outcome.ticket} onSignedIn={() => navigate({ to: '/dashboard' })} />;
  }
  return <GoogleSignedIn isNewUser={outcome.isNewUser} />;
}
