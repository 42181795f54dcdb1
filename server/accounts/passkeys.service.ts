import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { PasskeySummary } from '../../src/domain/passkeys';
import type { Schema } from '../db/schema';
import type { AppError } from '../errors';
import { badRequest, notFoundError, unauthorized } from '../errors';
import { passkeysRepository, type ChallengePurpose, type PasskeyRow } from './passkeys.repository';
import type { SignedIn } from './accounts.service';
import type { Sessions } from './sessions';
import { toUserData } from './userData';
import { usersRepository } from './users.repository';

/** How long a person has to answer the browser's passkey prompt; the challenge dies after. */
export const passkeyChallengeLifetimeMs = 5 * 60 * 1000;
const rpName = 'Money Kitchen';

export const passkeyServiceTexts = {
  challengeSpent: 'This passkey request has expired or was used already. Please try again.',
  registrationRefused: 'The passkey could not be verified. Please try again.',
  alreadyRegistered: 'This passkey is registered already.',
  signInRefused: 'This passkey could not sign you in.',
  notFound: 'Passkey not found',
  noPasskeys: 'You have no passkeys yet: add one in your profile first.',
  notYours: 'This passkey is not one of yours.',
} as const;

/**
 * The relying party is the server's public origin (PUBLIC_URL): its host is the rp id every
 * passkey is bound to, and an answer made on any other origin is refused.
 */
export function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

/** The WebAuthn user handle of an account: its id's bytes, no name or address (WebAuthn §14.6.1). */
export const userHandleOf = (userId: string) => Buffer.from(userId, 'utf8');

const summary = (row: PasskeyRow): PasskeySummary => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
});

const transportsOf = (row: PasskeyRow) => JSON.parse(row.transports) as AuthenticatorTransport[];

/** What the library throws for a malformed or forged answer is a refusal, never a 500. */
async function verifiedOrRefused<T>(verify: () => Promise<T>, refusal: AppError): Promise<T> {
  try {
    return await verify();
  } catch {
    throw refusal;
  }
}

type Assertion = { challenge_id: string; credential: AuthenticationResponseJSON };

export interface PasskeysDeps {
  db: Kysely<Schema>;
  sessions: Sessions;
  publicUrl: string;
  clock: () => Date;
}

/** Passkeys (issue 49, item 7): register several from the profile, sign in with one, no password. */
export function passkeysService({ db, sessions, publicUrl, clock }: PasskeysDeps) {
  const rp = relyingParty(publicUrl);
  const passkeys = passkeysRepository(db);
  const users = usersRepository(db);
  const signInRefused = () => unauthorized('passkey_refused', passkeyServiceTexts.signInRefused);

  async function challenge(purpose: ChallengePurpose, userId: string | null, value: string) {
    const now = clock();
    const expires = new Date(now.getTime() + passkeyChallengeLifetimeMs);
    return passkeys.storeChallenge(purpose, userId, value, now, expires);
  }

  /** The signature over the challenge, then a counter that must rise (WebAuthn §7.2 step 21): a copied authenticator is refused. */
  async function verifyAssertion(
    passkey: PasskeyRow,
    expectedChallenge: string,
    response: AuthenticationResponseJSON,
    now: Date,
    refusal: AppError,
  ): Promise<void> {
    const verification = await verifiedOrRefused(
      () =>
        verifyAuthenticationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: passkey.credential_id,
            publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
            counter: Number(passkey.counter),
            transports: transportsOf(passkey),
          },
          requireUserVerification: true,
        }),
      refusal,
    );
    if (!verification.verified) throw refusal;
    const moved = await passkeys.advanceCounter(
      passkey.id,
      Number(passkey.counter),
      verification.authenticationInfo.newCounter,
      now,
    );
    if (!moved) throw refusal;
  }

  return {
    list: async (userId: string) => (await passkeys.listFor(userId)).map(summary),

    async registrationOptions(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw unauthorized('invalid_token', 'Your session has ended. Please sign in again.');
      const existing = await passkeys.listFor(userId);
      const options = await generateRegistrationOptions({
        rpName,
        rpID: rp.id,
        userName: user.username,
        userID: userHandleOf(user.id),
        attestationType: 'none',
        // An authenticator already holding one of this person's passkeys is not asked to make another.
        excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
        // Discoverable, so sign-in needs no username; verified, as it stands in for the password.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: passkeyChallengeLifetimeMs,
      });
      return { challenge_id: await challenge('register', userId, options.challenge), options };
    },

    async register(
      userId: string,
      input: { challenge_id: string; name: string; credential: RegistrationResponseJSON },
    ): Promise<PasskeySummary> {
      const expected = await passkeys.spendChallenge(input.challenge_id, 'register', userId, clock());
      if (!expected) throw badRequest('passkey_challenge', passkeyServiceTexts.challengeSpent);
      const refused = badRequest('passkey_refused', passkeyServiceTexts.registrationRefused);
      const verification = await verifiedOrRefused(
        () =>
          verifyRegistrationResponse({
            response: input.credential,
            expectedChallenge: expected,
            expectedOrigin: rp.origin,
            expectedRPID: rp.id,
            requireUserVerification: true,
          }),
        refused,
      );
      if (!verification.verified) throw refused;
      const { credential } = verification.registrationInfo;
      const row: PasskeyRow = {
        id: randomUUID(),
        user_id: userId,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        name: input.name,
        created_at: clock().toISOString(),
        last_used_at: null,
      };
      if (!(await passkeys.insert(row))) throw badRequest('passkey_exists', passkeyServiceTexts.alreadyRegistered);
      return summary(row);
    },

    async rename(userId: string, id: string, name: string): Promise<PasskeySummary> {
      if (!(await passkeys.rename(userId, id, name))) throw notFoundError(passkeyServiceTexts.notFound);
      const renamed = (await passkeys.listFor(userId)).find((row) => row.id === id);
      if (!renamed) throw notFoundError(passkeyServiceTexts.notFound);
      return summary(renamed);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await passkeys.remove(userId, id))) throw notFoundError(passkeyServiceTexts.notFound);
    },

    /** Discoverable credentials: no account is named, the authenticator offers the person's passkeys. */
    async signInOptions() {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
        timeout: passkeyChallengeLifetimeMs,
      });
      return { challenge_id: await challenge('sign-in', null, options.challenge), options };
    },

    /**
     * The account signed in is always the passkey's owner, found by the credential id; a user handle
     * naming anyone else is refused. The challenge is spent before anything is checked, so an answer
     * counts once.
     */
    async signIn(input: Assertion): Promise<SignedIn> {
      const now = clock();
      const expected = await passkeys.spendChallenge(input.challenge_id, 'sign-in', null, now);
      if (!expected) throw unauthorized('passkey_challenge', passkeyServiceTexts.challengeSpent);
      const passkey = await passkeys.findByCredentialId(input.credential.id);
      if (!passkey) throw signInRefused();
      const handle = input.credential.response.userHandle;
      if (handle !== undefined && handle !== userHandleOf(passkey.user_id).toString('base64url')) {
        throw signInRefused();
      }
      await verifyAssertion(passkey, expected, input.credential, now, signInRefused());
      const user = await users.findById(passkey.user_id);
      if (!user) throw signInRefused();
      return { ...(await sessions.start(user.id, now)), user: toUserData(user) };
    },

    /**
     * A challenge only one person's own passkeys can answer: to prove it is them again (item 9) or
     * as the second step of a sign-in (item 7). It names their credentials, so the browser offers
     * only those.
     */
    async proofOptions(userId: string) {
      const own = await passkeys.listFor(userId);
      if (own.length === 0) throw badRequest('no_passkeys', passkeyServiceTexts.noPasskeys);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
        allowCredentials: own.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
        timeout: passkeyChallengeLifetimeMs,
      });
      return { challenge_id: await challenge('proof', userId, options.challenge), options };
    },

    /** Throws unless the answer to `proofOptions(userId)` was made by one of that person's passkeys. */
    async prove(userId: string, input: Assertion): Promise<void> {
      const now = clock();
      const expected = await passkeys.spendChallenge(input.challenge_id, 'proof', userId, now);
      if (!expected) throw badRequest('passkey_challenge', passkeyServiceTexts.challengeSpent);
      const passkey = await passkeys.findByCredentialId(input.credential.id);
      const notYours = badRequest('passkey_refused', passkeyServiceTexts.notYours);
      if (!passkey || passkey.user_id !== userId) throw notYours;
      await verifyAssertion(passkey, expected, input.credential, now, notYours);
    },
  };
}

export type PasskeysService = ReturnType<typeof passkeysService>;
