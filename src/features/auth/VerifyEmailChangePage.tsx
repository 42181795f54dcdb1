import { useState } from 'react';
import { verifyEmailChange } from '../../api/auth';
import { clearSession } from '../../api/session';
import { authTexts } from './authTexts';
import { confirmLink, type LinkOutcome } from './confirmLink';
import { decodeBase64Url } from './decodeBase64Url';
import { EmailChanged } from './EmailChanged';
import { EmailChangeFailed } from './EmailChangeFailed';
import { PendingCard } from './PendingCard';
import { useOnce } from './useOnce';

interface VerifyEmailChangePageProps {
  uid?: string;
  token?: string;
  /** The new address, base64url-encoded as the email link carries it. */
  newEmail?: string;
}

/** The link sent to a new address (/verify-email-change/{uid}/{token}/{new_email}): confirmed once. */
export function VerifyEmailChangePage({ uid, token, newEmail }: VerifyEmailChangePageProps) {
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  const email = newEmail ? decodeBase64Url(newEmail) : undefined;

  useOnce(() => {
    if (!uid || !token || !email) return;
    const confirm = async () => {
      await verifyEmailChange(uid, token, email);
      // The server ended every session of this account; this one is gone too.
      clearSession();
    };
    void confirmLink(confirm, authTexts.emailChangeFailed).then(setOutcome);
  });

  if (!uid || !token || !email) return <EmailChangeFailed error={authTexts.invalidVerificationParams} />;
  if (!outcome) return <PendingCard title="Verifying your new email..." text="This takes just a moment." />;
  if (outcome.kind === 'failed') return <EmailChangeFailed error={outcome.error} />;
  return <EmailChanged email={email} />;
}
