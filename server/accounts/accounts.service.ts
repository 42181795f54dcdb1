import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UserData } from '../../src/domain/accounts';
import type { Schema } from '../db/schema';
import { AppError, badRequest, unauthorized } from '../errors';
import type { Logger } from '../logger';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { emailChangeMail, passwordResetMail, verificationMail } from '../mail/templates';
import { emailTokensRepository } from './emailTokens.repository';
import { emailChangeLink, resetPasswordLink, verifyEmailLink } from './links';
import { hashPassword, verifyPassword } from './passwords';
import type { Sessions, TokenPair } from './sessions';
import type { SignInAttempts } from './signInLimits';
import { toUserData } from './userData';
import { usersRepository, type UserRow } from './users.repository';

export interface AccountsDeps {
  db: Kysely<Schema>;
  sessions: Sessions;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  clock: () => Date;
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

export function accountsService({ db, sessions, mailer, logger, publicUrl, clock }: AccountsDeps) {
  const users = usersRepository(db);
  const emailTokens = emailTokensRepository(db);

  /**
   * Mail goes out in the background: a slow mail server must not hold the request, and a failure is
   * logged, not shown, because the account change stands and the person can ask again.
   */
  function sendQuietly(mail: OutgoingMail) {
    mailer.send(mail).catch((error: unknown) => logger.error(`Could not send "${mail.subject}" to ${mail.to}`, error));
  }

  async function sendVerification(user: UserRow) {
    const token = await emailTokens.issue(user.id, 'verify-email', clock());
    const link = verifyEmailLink(publicUrl, user.id, token);
    sendQuietly(verificationMail({ to: user.email, username: user.username, link }));
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw unauthorized('invalid_token', 'Your session has ended. Please sign in again.');
    return user;
  }

  async function assertFree(username: string, email: string | undefined, exceptId?: string) {
    const taken: string[] = [];
    const byName = await users.findByUsername(username);
    if (byName && byName.id !== exceptId) taken.push(accountTexts.usernameTaken);
    if (email !== undefined) {
      const byEmail = await users.findByEmail(email);
      if (byEmail && byEmail.id !== exceptId) taken.push(accountTexts.emailTaken);
    }
    if (taken.length > 0) throw new AppError(400, 'already_exists', taken.length === 1 ? taken[0]! : taken);
  }

  return {
    async register(input: { username: string; email: string; password: string }) {
      await assertFree(input.username, input.email);
      const user: UserRow = {
        id: randomUUID(),
        username: input.username,
        email: input.email,
        password_hash: await hashPassword(input.password),
        first_name: '',
        last_name: '',
        email_verified: 0,
        created_at: clock().toISOString(),
      };
      try {
        await users.insert(user);
      } catch (error) {
        // Two registrations racing for one name: the unique index decides, the loser hears why.
        if (await users.findByUsername(user.username)) throw badRequest('already_exists', accountTexts.usernameTaken);
        if (await users.findByEmail(user.email)) throw badRequest('already_exists', accountTexts.emailTaken);
        throw error;
      }
      await sendVerification(user);
      return { message: accountTexts.registered, user: toUserData(user) };
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
      const accountKey = user ? user.id : `unknown:${identifier.toLowerCase()}`;
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
          await emailTokens.revokeEveryPurpose(existing.id, now);
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
      return { ...(await sessions.start(user.id, clock())), user: toUserData(user) };
    },

    async userData(userId: string): Promise<UserData> {
      return toUserData(await requireUser(userId));
    },

    async verifyEmail(uid: string, token: string) {
      if (!(await emailTokens.spend(uid, token, 'verify-email', clock()))) {
        throw badRequest('invalid_link', accountTexts.invalidVerificationLink);
      }
      await users.update(uid, { email_verified: 1 });
      return { message: accountTexts.emailVerified };
    },

    /** Answers the same whether or not the email has an account, so nobody can probe for one. */
    async requestPasswordReset(email: string) {
      const user = await users.findByEmail(email);
      if (user) {
        const token = await emailTokens.issue(user.id, 'reset-password', clock());
        const link = resetPasswordLink(publicUrl, user.id, token);
        sendQuietly(passwordResetMail({ to: user.email, username: user.username, link }));
      }
      return { message: accountTexts.resetRequested };
    },

    async validatePasswordReset(uid: string, token: string) {
      const live = await emailTokens.findLive(uid, token, 'reset-password', clock());
      const user = live && (await users.findById(uid));
      if (!user) throw badRequest('invalid_link', accountTexts.invalidResetLink, { valid: false });
      return { valid: true, email: user.email };
    },

    /** The link proves the mailbox, so it also verifies the email; every signed-in device is signed out. */
    async confirmPasswordReset(uid: string, token: string, newPassword: string) {
      const now = clock();
      if (!(await emailTokens.spend(uid, token, 'reset-password', now))) {
        throw badRequest('invalid_link', accountTexts.invalidResetLink);
      }
      await users.update(uid, { password_hash: await hashPassword(newPassword), email_verified: 1 });
      await sessions.endAllFor(uid, now);
      return { message: accountTexts.passwordReset };
    },

    /** A new email is only applied once its owner confirms it from the new mailbox. */
    async updateProfile(
      userId: string,
      input: { first_name: string; last_name: string; username: string; email: string },
    ) {
      const user = await requireUser(userId);
      const emailChanges = input.email.toLowerCase() !== user.email.toLowerCase();
      await assertFree(input.username, emailChanges ? input.email : undefined, user.id);
      await users.update(user.id, {
        first_name: input.first_name,
        last_name: input.last_name,
        username: input.username,
      });
      if (emailChanges) {
        const token = await emailTokens.issue(user.id, 'change-email', clock(), input.email);
        const link = emailChangeLink(publicUrl, user.id, token, input.email);
        sendQuietly(emailChangeMail({ to: input.email, username: input.username, link }));
      }
      const updated = await requireUser(userId);
      return {
        message: emailChanges ? accountTexts.emailChangePending : accountTexts.profileUpdated,
        user: toUserData(updated),
      };
    },

    /** Other devices are signed out; the one that changed the password stays in. */
    async changePassword(userId: string, loginId: string, current: string, next: string) {
      const user = await requireUser(userId);
      if (!(await verifyPassword(user.password_hash, current))) {
        throw badRequest('wrong_password', accountTexts.wrongCurrentPassword);
      }
      const now = clock();
      await users.update(user.id, { password_hash: await hashPassword(next) });
      await emailTokens.revokeAll(user.id, 'reset-password', now);
      await sessions.endAllFor(user.id, now, loginId);
      return { message: accountTexts.passwordChanged };
    },

    async confirmEmailChange(uid: string, token: string, newEmail: string) {
      const now = clock();
      const live = await emailTokens.findLive(uid, token, 'change-email', now);
      if (!live?.new_email || live.new_email.toLowerCase() !== newEmail.toLowerCase()) {
        throw badRequest('invalid_link', accountTexts.invalidEmailChangeLink);
      }
      const holder = await users.findByEmail(live.new_email);
      if (holder && holder.id !== uid) throw badRequest('already_exists', accountTexts.emailTaken);
      if (!(await emailTokens.spend(uid, token, 'change-email', now))) {
        throw badRequest('invalid_link', accountTexts.invalidEmailChangeLink);
      }
      await users.update(uid, { email: live.new_email, email_verified: 1 });
      await sessions.endAllFor(uid, now);
      return { message: accountTexts.emailChanged };
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
