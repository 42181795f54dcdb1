/** The auth screens' wording; the quoted spec texts (sections 2, 5 and 8) are kept verbatim. */
export const authTexts = {
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid credentials',
  googleStartFailed: 'Failed to initiate Google login',
  registrationFailed: 'Registration failed',
  registered: 'Please check your email and click the verification link to activate your account before logging in.',
  emailRequired: 'Email is required',
  resetRequestFailed: 'Password reset request failed',
  resetLinkSent: 'A password reset link has been sent to your email.',
  invalidResetLinkParams: 'Invalid password reset link',
  invalidResetLink: 'Invalid or expired reset link',
  invalidResetLinkPage: 'Invalid or expired password reset link',
  resetFailed: 'Password reset failed',
  invalidVerificationParams: 'Invalid verification link.',
  verificationFailed: 'The verification link is invalid or has expired.',
  emailVerified: 'Email verified! You can now log in.',
  emailChangeFailed: 'The email change link is invalid or has expired.',
  emailChanged: 'Email changed successfully! Please log in again.',
  invalidLinkParams: 'This link is incomplete. Open it again from your email.',
  approvalFailed: 'The approval link is invalid or has expired.',
  emailChangeApproved:
    'Change approved. We sent a confirmation link to the new email address; the change applies once it is opened there.',
  cancelFailed: 'The cancel link is invalid, has expired or was already used.',
  emailChangeCancelled:
    'The email change was cancelled and every device was signed out. Your email address stays as it was.',
  resendFailed: 'Could not send a new link. Please try again.',
  resendRequested: 'If an account with that email is waiting for verification, a new verification link is on its way.',
  googleCancelled: 'Google authentication was cancelled or failed.',
  googleNoCode: 'No authorization code received from Google.',
  googleFailed: 'Google authentication failed',
  googleUnexpected: 'An unexpected error occurred during authentication.',
} as const;

/** Where the sign-in with Google keeps the `state` it expects back (checked on the callback). */
export const googleStateKey = 'google-oauth-state';
