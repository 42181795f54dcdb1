import * as v from 'valibot';
import { currencySchema } from './currencies';
import { storableText } from './text';

/** The account rules both sides apply; the messages are the spec's texts where it has them. */
export const minPasswordLength = 8;
export const strongPasswordLength = 12;
export const maxPasswordLength = 128;

export const texts = {
  allFieldsRequired: 'All fields are required',
  usernameHasAt: 'Username cannot contain @ in it',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  invalidEmail: 'Enter a valid email address.',
  usernameAndEmailRequired: 'Username and email are required',
} as const;

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

/** Strength by length (spec section 5): under 8 Weak, 8 to 11 Medium, 12 or more Strong. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length >= strongPasswordLength) return 'Strong';
  if (password.length >= minPasswordLength) return 'Medium';
  return 'Weak';
}

// A missing field is treated as empty so it gets the field's own message, not valibot's generic one.
const required = (message: string, max = 254) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(max, `At most ${max} characters are allowed`),
      storableText(),
    ),
    '',
  );

const username = (message: string) =>
  v.pipe(
    required(message, 150),
    v.check((name) => !name.includes('@'), texts.usernameHasAt),
  );

const email = (message: string) => v.pipe(required(message), v.email(texts.invalidEmail));

// Passwords are never trimmed: a space is a character the person typed.
const password = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.nonEmpty(message),
      v.maxLength(maxPasswordLength, `Password must be at most ${maxPasswordLength} characters long`),
      storableText(),
    ),
    '',
  );

const newPassword = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.nonEmpty(message),
      v.minLength(minPasswordLength, texts.passwordTooShort),
      v.maxLength(maxPasswordLength, `Password must be at most ${maxPasswordLength} characters long`),
      storableText(),
    ),
    '',
  );

const optionalName = v.pipe(
  v.optional(v.nullable(v.string('Names must be text')), ''),
  v.transform((name) => (name ?? '').trim()),
  v.maxLength(150, 'Names must be at most 150 characters'),
  storableText(),
);

export const registerSchema = v.pipe(
  v.object({
    username: username(texts.allFieldsRequired),
    email: email(texts.allFieldsRequired),
    password: newPassword(texts.allFieldsRequired),
    password2: password(texts.allFieldsRequired),
  }),
  v.forward(
    v.check((input) => input.password === input.password2, texts.passwordsDoNotMatch),
    ['password2'],
  ),
);

export const loginSchema = v.object({
  username: required('Username or email and password are required'),
  password: password('Username or email and password are required'),
});

export const refreshSchema = v.object({ refresh: required('A refresh token is required', 2048) });

export const passwordResetRequestSchema = v.object({ email: email('Email is required') });

const linkFields = {
  uid: required('Invalid password reset link', 64),
  token: required('Invalid password reset link', 256),
};

export const passwordResetValidateSchema = v.object(linkFields);

export const passwordResetConfirmSchema = v.pipe(
  v.object({
    ...linkFields,
    new_password: newPassword('New password and confirmation are required'),
    confirm_password: password('New password and confirmation are required'),
  }),
  v.forward(
    v.check((input) => input.new_password === input.confirm_password, texts.passwordsDoNotMatch),
    ['confirm_password'],
  ),
);

export const verifyEmailSchema = v.object({
  uid: required('Invalid verification link.', 64),
  token: required('Invalid verification link.', 256),
});

/** The verification-failed page's "send me a new link" form (issue 16, item 3). */
export const verificationResendSchema = v.object({ email: email('Email is required') });

export const verifyEmailChangeSchema = v.object({
  uid: required('Invalid verification link.', 64),
  token: required('Invalid verification link.', 256),
  new_email: required('Invalid verification link.', 400),
});

/** The current address approves a change asked for without the password; the link carries the new address. */
export const approveEmailChangeSchema = verifyEmailChangeSchema;

export const cancelEmailChangeSchema = v.object({
  uid: required('Invalid verification link.', 64),
  token: required('Invalid verification link.', 256),
});

export const profileUpdateSchema = v.object({
  first_name: optionalName,
  last_name: optionalName,
  username: username(texts.usernameAndEmailRequired),
  email: email(texts.usernameAndEmailRequired),
  /**
   * Proof for an email change (issue 13, item 1). The spec's request has no such field: without it
   * the current address has to approve the change before anything is sent to the new one.
   */
  current_password: v.optional(
    v.pipe(
      v.string('Current password must be text'),
      v.maxLength(maxPasswordLength, `Password must be at most ${maxPasswordLength} characters long`),
      storableText(),
    ),
  ),
});

export const changePasswordSchema = v.pipe(
  v.object({
    current_password: password('All password fields are required'),
    new_password: newPassword('All password fields are required'),
    confirm_password: password('All password fields are required'),
  }),
  v.forward(
    v.check((input) => input.new_password === input.confirm_password, texts.newPasswordsDoNotMatch),
    ['confirm_password'],
  ),
);

export const googleAuthenticateSchema = v.object({
  code: required('No authorization code received from Google.', 2048),
  // The spec's request is {code} alone; the server then reads the state from the cookie it set.
  state: v.optional(
    v.pipe(
      v.string('The sign-in request expired. Please try again.'),
      v.maxLength(4096, 'At most 4096 characters are allowed'),
      storableText(),
    ),
  ),
});

export const favoriteCurrencyChangeSchema = v.object({
  fav_currency: v.pipe(v.string('Please select a currency.'), currencySchema),
});

/** The signed-in person on the wire (spec section 3, User). */
export interface UserData {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  email_verify: boolean;
}
