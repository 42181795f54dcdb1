import { useState } from 'react';
import { verifyEmail } from '../../api/auth';
import { authTexts } from './authTexts';
import { confirmLink, type LinkOutcome } from './confirmLink';
import { EmailVerified } from './EmailVerified';
import { PendingCard } from './PendingCard';
import { useOnce } from './useOnce';
import { VerificationFailed } from './VerificationFailed';

interface VerifyEmailPageProps {
  uid?: string;
  token?: string;
}

/** The emailed verification link (/verify-email/{uid}/{token}): confirmed once per visit. */
export function VerifyEmailPage({ uid, token }: VerifyEmailPageProps) {
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);

  useOnce(() => {
    if (uid && token) void confirmLink(() => verifyEmail(uid, token), authTexts.verificationFailed).then(setOutcome);
  });

  if (!uid || !token) return <VerificationFailed error={authTexts.invalidVerificationParams} />;
  if (!outcome) return <PendingCard title="Verifying your email..." text="This takes just a moment." />;
  if (outcome.kind === 'failed') return <VerificationFailed error={outcome.error} />;
  return <EmailVerified />;
}
