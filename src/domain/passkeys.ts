import * as v from 'valibot';
import { storableText } from './text';

/** Passkeys (issue 49, item 7): the bodies both sides check, and the names a person gives them. */
export const maxPasskeyNameLength = 64;

export const passkeyTexts = {
  nameRequired: 'Please give the passkey a name.',
  nameTooLong: `A passkey name has at most ${maxPasskeyNameLength} characters.`,
  malformed: 'The passkey answer is malformed.',
} as const;

export const passkeyNameSchema = v.pipe(
  v.string(passkeyTexts.nameRequired),
  v.trim(),
  v.nonEmpty(passkeyTexts.nameRequired),
  v.maxLength(maxPasskeyNameLength, passkeyTexts.nameTooLong),
  storableText(),
);

// base64url as WebAuthn's JSON carries binary fields; bounded so a body stays small.
const base64url = (max: number) =>
  v.pipe(v.string(passkeyTexts.malformed), v.regex(/^[A-Za-z0-9_-]*$/, passkeyTexts.malformed), v.maxLength(max));

const challengeId = v.pipe(v.string(passkeyTexts.malformed), v.uuid(passkeyTexts.malformed));

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: v.literal('public-key', passkeyTexts.malformed),
  clientExtensionResults: v.optional(v.looseObject({}), {}),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'], passkeyTexts.malformed)),
};

/** What navigator.credentials.create() gave, as @simplewebauthn/browser writes it (RegistrationResponseJSON). */
export const passkeyRegistrationSchema = v.object({
  challenge_id: challengeId,
  name: passkeyNameSchema,
  credential: v.object({
    ...credentialFields,
    response: v.looseObject({
      clientDataJSON: base64url(2048),
      attestationObject: base64url(4096),
      transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(32))), []),
    }),
  }),
});

const assertionFields = {
  challenge_id: challengeId,
  credential: v.object({
    ...credentialFields,
    response: v.looseObject({
      clientDataJSON: base64url(2048),
      authenticatorData: base64url(2048),
      signature: base64url(1024),
      userHandle: v.optional(base64url(128)),
    }),
  }),
};

/** What navigator.credentials.get() gave (AuthenticationResponseJSON). */
export const passkeySignInSchema = v.object(assertionFields);

/** A passkey as the second step of a sign-in: the first step's ticket with the assertion. */
export const passkeySecondFactorSchema = v.object({
  ticket: v.pipe(v.string(passkeyTexts.malformed), v.nonEmpty(passkeyTexts.malformed), v.maxLength(2048)),
  ...assertionFields,
});

export const passkeyRenameSchema = v.object({ name: passkeyNameSchema });

/** A passkey as the profile lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}
