/** The links the emails carry; the client routes of the same shape open them (spec route table). */
export function verifyEmailLink(publicUrl: string, uid: string, token: string): string {
  return `${publicUrl}/verify-email/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;
}

export function resetPasswordLink(publicUrl: string, uid: string, token: string): string {
  const query = new URLSearchParams({ uid, token });
  return `${publicUrl}/reset-password?${query.toString()}`;
}

/** The new address as an email-change link carries it: base64url of its UTF-8, without padding. */
function encodedAddress(email: string): string {
  return Buffer.from(email, 'utf8').toString('base64url');
}

/**
 * Whether the address a client sent back from a link is the one the token was issued for. The
 * original client posts the link's segment as it is, base64url-encoded (spec section 7 builds the link
 * so); ours posts it decoded. Either form is accepted, padded or not (issue 13, item 14).
 */
export function sameLinkAddress(issuedFor: string, sent: string): boolean {
  return sent.toLowerCase() === issuedFor.toLowerCase() || sent.replace(/=+$/, '') === encodedAddress(issuedFor);
}

export function emailChangeLink(publicUrl: string, uid: string, token: string, newEmail: string): string {
  const encodedEmail = encodedAddress(newEmail);
  return `${publicUrl}/verify-email-change/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/${encodedEmail}`;
}

/** Sent to the current address when a change was asked for without the password (issue 13, item 1). */
export function approveEmailChangeLink(publicUrl: string, uid: string, token: string, newEmail: string): string {
  const encodedEmail = encodedAddress(newEmail);
  return `${publicUrl}/approve-email-change/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/${encodedEmail}`;
}

export function cancelEmailChangeLink(publicUrl: string, uid: string, token: string): string {
  return `${publicUrl}/cancel-email-change/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;
}

export function loginLink(publicUrl: string): string {
  return `${publicUrl}/login`;
}

export function registerLink(publicUrl: string): string {
  return `${publicUrl}/register`;
}
