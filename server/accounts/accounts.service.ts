import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UserData } from '../../src/domain/accounts';
import type { Schema } from '../db/schema';
import { badRequest, unauthorized } from '../errors';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { quietSender } from '../mail/quietSender';
import { passwordResetMail, registeredAgainMail, usernameTakenMail, verificationMail } from '../mail/templates';
import { emailTokensRepository } from './emailTokens.repository';
import { loginLink, registerLink, resetPasswordLink, verifyEmailLink } from './links';
import { hashPassword, verifyPassword } from './passwords';
import type { Sessions, TokenPair } from './sessions';
import type { SignInAttempts } from './signInLimits';
import { toUserData } from './userData';
import { usernameKey } from './usernameKey';
import { usersRepository, type NewUser, type UserRow } from './users.repository';

export interface AccountsDeps {
  db: Kysely<Schema>;
  sessions: Sessions;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  clock: () => Date;
  /** Asked once a first factor passed; throws when a second one is needed (twoFactor.service.ts). */
  secondFactor?: (userId: string) => Promise<void>;
}

export const accountTexts = {
  registered: 'Registration successful. Please check your email to verify your account.',
  invalidCredentials: 'Invalid credentials',
  emailNotVerified: 'Email not verified',
  verificationResent: 'Please check your email to verify your account. A new verification email has been sent.',
  verificationNotResent:
    'Please check your email to verify your account. A verification email was sent recently; check your spam folder too.',
  invalidVerificationLink: 'The verification link is invalid or has expired.',
  emailVerified: 'Email verified! You can now log in.',
  alreadyVerified: 'Your email is already verified. You can log in.',
  verificationResendRequested:
    'If an account with that email is waiting for verification, a new verification link is on its way.',
  resetRequested: 'If an account with that email exists, a password reset link has been sent.',
  invalidResetLink: 'Invalid or expired reset link',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already exists',
  profileUpdated: 'Profile updated successfully!',
  emailChangePending:
    'Profile updated. We sent a confirmation link to your new email address; the change applies once you open it.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully!',
  emailChanged: 'Email changed successfully! Please log in again.',
  invalidEmailChangeLink: 'The email change link is invalid or has expired.',
} as const;

export interface SignedIn extends TokenPair {
  user: UserData;
}

export function accountsService({ db, sessions, mailer, logger, publicUrl, clock, secondFactor }: AccountsDeps) {
  const users = usersRepository(db);
  const emailTokens = emailTokensRepository(db);
  const sendQuietly = quietSender(mailer, logger);

  /**
   * Earlier verification links stay valid until one of them is used, so a resend never kills the
   * link the person is about to open (issue 16, item 3). The address is not proven yet, so the mail
   * carries no text the registrant typed (issue 13, item 4).
   */
  async function sendVerification(user: Pick<UserRow, 'id' | 'email'>) {
    const token = await emailTokens.issue(user.id, 'verify-email', clock());
    const link = verifyEmailLink(publicUrl, user.id, token);
    sendQuietly(verificationMail({ to: user.email, link }));
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw unauthorized('invalid_token', 'Your session has ended. Please sign in again.');
    return user;
  }

  /** Whether the username or email is taken; if so, the one mailbox that should know is told. */
  async function registrationRefused(input: { username: string; email: string }): Promise<boolean> {
    const byEmail = await users.findByEmail(input.email);
    if (byEmail) {
      sendQuietly(registeredAgainMail({ to: byEmail.email, link: loginLink(publicUrl) }));
      return true;
    }
    if (!(await users.findByUsername(input.username))) return false;
    sendQuietly(usernameTakenMail({ to: input.email, link: registerLink(publicUrl) }));
    return true;
  }

  return {
    /**
     * Answers the same whether or not the username or the email is taken, so nobody can probe for
     * accounts (issue 49, item 10; a deviation from the reference's 400 texts, docs/RELIABILITY.md).
     * The mailbox hears why: the address's owner that someone tried again, a new address that its
     * username is taken. The password is hashed either way, so the answer takes as long.
     */
    async register(input: { username: string; email: string; password: string }) {
      const passwordHash = await hashPassword(input.password);
      const user: NewUser = {
        id: randomUUID(),
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        first_name: '',
        last_name: '',
        email_verified: 0,
        created_at: clock().toISOString(),
      };
      const answer = { message: accountTexts.registered, user: toUserData(user) };
      if (await registrationRefused(input)) return answer;
      try {
        await users.insert(user);
      } catch (error) {
        // Two registrations racing for one name: the unique index decides, the loser is told by mail.
        if (await registrationRefused(input)) return answer;
        throw error;
      }
      await sendVerification(user);
      return answer;
    },

    /**
     * An identifier with @ is an email, else a username. An unverified account is refused and, when
     * `mayResend` allows, gets a fresh verification email (spec: "a server message that differs").
     * The limits on guessing count per account found, so its username and email share one count.
     */
    async login(
      identifier: string,
      password: string,
      mayResend: (userId: string) => Promise<boolean>,
      attempts: SignInAttempts,
    ): Promise<SignedIn> {
      const user = identifier.includes('@')
        ? await users.findByEmail(identifier)
        : await users.findByUsername(identifier);
      const accountKey = user ? user.id : `unknown:${usernameKey(identifier)}`;
      await attempts.before(accountKey);
      if (!(await verifyPassword(user?.password_hash, password)) || !user) {
        throw unauthorized('invalid_credentials', accountTexts.invalidCredentials);
      }
      await attempts.succeeded(accountKey);
      if (user.email_verified !== 1) {
        const resend = await mayResend(user.id);
        if (resend) await sendVerification(user);
        throw unauthorized('email_not_verified', accountTexts.emailNotVerified, {
          message: resend ? accountTexts.verificationResent : accountTexts.verificationNotResent,
        });
      }
      await secondFactor?.(user.id);
      return { ...(await sessions.start(user.id, clock())), user: toUserData(user) };
    },

    /**
     * A person Google vouches for: an existing account with that email, or a new one named after the
     * email's local part, suffixed until unique.
     *
     * An existing account whose email was never verified may have been registered by someone else
     * (pre-account hijacking): its password was chosen by whoever typed the address, not proven to
     * be the mailbox owner's. Google has now proven the mailbox, so the account becomes verified and
     * that password is removed, with every session and unused email link issued before; the owner can
     * set a password of their own by a reset.
     */
    async findOrCreateVerified(person: { email: string; firstName: string; lastName: string }) {
      const existing = await users.findByEmail(person.email);
      if (existing) {
        if (existing.email_verified !== 1) {
          const now = clock();
          await users.update(existing.id, { email_verified: 1, password_hash: null });
          await sessions.endAllFor(existing.id, now);
          await emailTokens.revokeAll(existing.id, now);
        }
        return { userId: existing.id, isNew: false };
      }
      const base = (person.email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 140) || 'cook';
      let username = base;
      for (let suffix = 1; await users.findByUsername(username); suffix += 1) username = `${base}${suffix}`;
      const id = randomUUID();
      await users.insert({
        id,
        username,
        email: person.email,
        password_hash: null,
        first_name: person.firstName.slice(0, 150),
        last_name: person.lastName.slice(0, 150),
        email_verified: 1,
        created_at: clock().toISOString(),
      });
      return { userId: id, isNew: true };
    },

    /** Sign-in for someone already proven by another party (Google). */
    async signInVerified(userId: string): Promise<SignedIn> {
      const user = await requireUser(userId);
      await secondFactor?.(user.id);
      return { ...(await sessions.start(user.id, clock())), user: toUserData(user) };
    },

    async userData(userId: string): Promise<UserData> {
      return toUserData(await requireUser(userId));
    },

    /**
     * One link verifies and retires the others. A link of an account that is verified already (a
     * double click, a second email, React's development double effect) answers 200 "already
     * verified" and changes nothing (issue 13, item 17); only a link this account was sent counts.
     */
    async verifyEmail(uid: string, token: string) {
      const now = clock();
      if (await emailTokens.spend(uid, token, 'verify-email', now)) {
        await users.update(uid, { email_verified: 1 });
        await emailTokens.revokeAll(uid, now, 'verify-email');
        return { message: accountTexts.emailVerified };
      }
      const user = await users.findById(uid);
      if (user?.email_verified === 1 && (await emailTokens.wasIssued(uid, token, 'verify-email'))) {
        return { message: accountTexts.alreadyVerified, already_verified: true };
      }
      throw badRequest('invalid_link', accountTexts.invalidVerificationLink);
    },

    /**
     * The verification-failed page's "send me a new link". Answers the same whether the address has
     * an account, a verified one or none, so nobody can probe for one; mails only a waiting account,
     * within `mayResend`'s limit.
     */
    async resendVerification(email: string, mayResend: (userId: string) => Promise<boolean>) {
      const user = await users.findByEmail(email);
      if (user && user.email_verified !== 1 && (await mayResend(user.id))) await sendVerification(user);
      return { message: accountTexts.verificationResendRequested };
    },

    /** Answers the same whether or not the email has an account, so nobody can probe for one. */
    async requestPasswordReset(email: string) {
      const user = await users.findByEmail(email);
      if (user) {
        const now = clock();
        // The newest reset link replaces the earlier ones.
        await emailTokens.revokeAll(user.id, now, 'reset-password');
        const token = await emailTokens.issue(user.id, 'reset-password', now);
        const link = resetPasswordLink(publicUrl, user.id, token);
        sendQuietly(passwordResetMail({ to: user.email, link }));
      }
      return { message: accountTexts.resetRequested };
    },

    async validatePasswordReset(uid: string, token: string) {
      const live = await emailTokens.findLive(uid, token, 'reset-password', clock());
      const user = live && (await users.findById(uid));
      if (!user) throw badRequest('invalid_link', accountTexts.invalidResetLink, { valid: false });
      return { valid: true, email: user.email };
    },

    /**
     * The link proves the mailbox, so it also verifies the email; every signed-in device is signed
     * out and every other email link of the account dies (a pending email change included).
     */
    async confirmPasswordReset(uid: string, token: string, newPassword: string) {
      const now = clock();
      if (!(await emailTokens.spend(uid, token, 'reset-password', now))) {
        throw badRequest('invalid_link', accountTexts.invalidResetLink);
      }
      await users.update(uid, { password_hash: await hashPassword(newPassword), email_verified: 1 });
      await emailTokens.revokeAll(uid, now);
      await sessions.endAllFor(uid, now);
      return { message: accountTexts.passwordReset };
    },

    /**
     * Other devices are signed out; the one that changed the password stays in. Every email link of
     * the account dies: one sent before the change may have been asked for by someone else.
     */
    async changePassword(userId: string, loginId: string, current: string, next: string) {
      const user = await requireUser(userId);
      if (!(await verifyPassword(user.password_hash, current))) {
        throw badRequest('wrong_password', accountTexts.wrongCurrentPassword);
      }
      const now = clock();
      await users.update(user.id, { password_hash: await hashPassword(next) });
      await emailTokens.revokeAll(user.id, now);
      await sessions.endAllFor(user.id, now, loginId);
      return { message: accountTexts.passwordChanged };
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
