/** The links the emails carry; the client routes of the same shape open them (spec route table). */
export function verifyEmailLink(publicUrl: string, uid: string, token: string): string {
  return `${publicUrl}/verify-email/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;
}

export function resetPasswordLink(publicUrl: string, uid: string, token: string): string {
  const query = new URLSearchParams({ uid, token });
  return `${publicUrl}/reset-password?${query.toString()}`;
}

export function emailChangeLink(publicUrl: string, uid: string, token: string, newEmail: string): string {
  const encodedEmail = Buffer.from(newEmail, 'utf8').toString('base64url');
  return `${publicUrl}/verify-email-change/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/${encodedEmail}`;
}
