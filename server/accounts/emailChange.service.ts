import { badRequest, unauthorized } from '../errors';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { quietSender } from '../mail/quietSender';
import { emailChangeApprovalMail, emailChangeMail, emailChangeNoticeMail, emailInUseMail } from '../mail/templates';
import { accountTexts } from './accounts.service';
import { emailChangePurposes, emailTokenLifetimeMs, emailTokensRepository } from './emailTokens.repository';
import { approveEmailChangeLink, cancelEmailChangeLink, emailChangeLink, loginLink, sameLinkAddress } from './links';
import { verifyPassword } from './passwords';
import { reauthRequired } from './recentProof';
import { toUserData } from './userData';
import { usersRepository, type UserRow } from './users.repository';
import type { SignedInDeps } from './signedInDeps';

export interface EmailChangeDeps extends SignedInDeps {
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

export const emailChangeTexts = {
  approvalSent:
    'Profile updated. To change your email, open the link we sent to your current email address and approve it; we then send a confirmation link to the new address.',
  approved:
    'Change approved. We sent a confirmation link to the new email address; the change applies once it is opened there.',
  cancelled: 'The email change was cancelled and every device was signed out. Your email address stays as it was.',
  invalidApprovalLink: 'The approval link is invalid or has expired.',
  invalidCancelLink: 'The cancel link is invalid, has expired or was already used.',
} as const;

/**
 * A cancel link outlives every change it can call off: an approval lives 3 days, and the confirmation
 * it sends lives 3 more.
 */
const cancelLifetimeMs = 2 * emailTokenLifetimeMs;

/**
 * How long a confirmation link that succeeded answers a repeat with the same success (issue 49,
 * item 11): the original client posts it twice under React StrictMode, and a second click is common.
 */
const repeatSuccessWindowMs = 10 * 60 * 1000;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The profile update and the email change it may start (issue 13, items 1 and 4). An access token
 * alone never moves an account to another address: the request carries the current password, or the
 * current address approves by a link before anything is sent to the new one. The current address is
 * told either way and holds a link that cancels the change and signs every device out.
 */
export function emailChangeService({ db, sessions, limits, mailer, logger, publicUrl, clock }: EmailChangeDeps) {
  const users = usersRepository(db);
  const emailTokens = emailTokensRepository(db);
  const send = quietSender(mailer, logger);

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw unauthorized('invalid_token', 'Your session has ended. Please sign in again.');
    return user;
  }

  /**
   * Mail for the new address, once the owner proved the request. An address another account uses
   * gets a notice with no link that could move an account there, and the requester hears the same
   * as for a free one, so nobody learns which addresses have accounts (item 4). Mail to an address
   * nobody has proven carries no text the requester typed: no greeting by username.
   */
  async function mailNewAddress(user: UserRow, newEmail: string, now: Date) {
    const holder = await users.findByEmail(newEmail);
    if (holder && holder.id !== user.id) {
      send(emailInUseMail({ to: newEmail, link: loginLink(publicUrl) }));
      return;
    }
    const token = await emailTokens.issue(user.id, 'change-email', now, { newEmail });
    send(emailChangeMail({ to: newEmail, link: emailChangeLink(publicUrl, user.id, token, newEmail) }));
  }

  async function cancelLink(user: UserRow, newEmail: string, now: Date) {
    const token = await emailTokens.issue(user.id, 'cancel-email-change', now, {
      newEmail,
      lifetimeMs: cancelLifetimeMs,
    });
    return cancelEmailChangeLink(publicUrl, user.id, token);
  }

  /** Starts the change once the request is proven (`byPassword`) or asks the current address to approve. */
  async function startEmailChange(user: UserRow, newEmail: string, byPassword: boolean) {
    const now = clock();
    // Only the latest request can complete. Cancel links stay: any of them calls off what is pending.
    await emailTokens.revokeAll(user.id, now, ['approve-email-change', 'change-email']);
    const cancel = await cancelLink(user, newEmail, now);
    if (byPassword) {
      await mailNewAddress(user, newEmail, now);
      send(emailChangeNoticeMail({ to: user.email, newEmail, link: cancel }));
      return;
    }
    const token = await emailTokens.issue(user.id, 'approve-email-change', now, { newEmail });
    const link = approveEmailChangeLink(publicUrl, user.id, token, newEmail);
    send(emailChangeApprovalMail({ to: user.email, newEmail, link, cancelLink: cancel }));
  }

  /**
   * A repeat of a confirmation that has just succeeded: the link was spent within the window and the
   * account already has the address it was bound to, so answering success changes and reveals nothing.
   */
  async function justConfirmed(uid: string, token: string, newEmail: string, now: Date): Promise<boolean> {
    const row = await emailTokens.findAny(uid, token, 'change-email');
    if (!row?.used_at || !row.new_email || !sameLinkAddress(row.new_email, newEmail)) return false;
    if (now.getTime() - new Date(row.used_at).getTime() > repeatSuccessWindowMs) return false;
    const user = await users.findById(uid);
    return user !== undefined && sameAddress(user.email, row.new_email);
  }

  return {
    async updateProfile(
      userId: string,
      input: { first_name: string; last_name: string; username: string; email: string; current_password?: string },
      recentlyProven: () => Promise<boolean> = async () => false,
    ) {
      const user = await requireUser(userId);
      // An unchanged username is not claimed again: an account left without a username key by
      // migration 0009 can still save its names, and must choose a new username to sign in by one.
      const renames = input.username !== user.username;
      const usernameTaken = async () => {
        const byName = await users.findByUsername(input.username);
        return byName !== undefined && byName.id !== user.id;
      };
      if (renames && (await usernameTaken())) throw badRequest('already_exists', accountTexts.usernameTaken);
      if (renames && !(await recentlyProven())) {
        // Issue 49, item 9: the current password given with the change proves it as well.
        await limits.consume('passwordChangePerAccount', user.id);
        if (!(await verifyPassword(user.password_hash, input.current_password ?? ''))) throw reauthRequired();
      }
      const emailChanges = !sameAddress(input.email, user.email);
      const byPassword = Boolean(input.current_password);
      if (emailChanges) {
        // Counted before the password is checked: each wrong one is a guess.
        await limits.consume('emailChangePerAccount', user.id);
        if (byPassword && !(await verifyPassword(user.password_hash, input.current_password ?? ''))) {
          throw badRequest('wrong_password', accountTexts.wrongCurrentPassword);
        }
        // Mail to the new address goes out now only with the password; approval counts it later.
        if (byPassword) await limits.consume('emailChangePerDestination', input.email);
      }
      try {
        await users.update(user.id, {
          first_name: input.first_name,
          last_name: input.last_name,
          ...(renames ? { username: input.username } : {}),
        });
      } catch (error) {
        // Two people racing for one name: the unique index decides, the loser hears why.
        if (renames && (await usernameTaken())) throw badRequest('already_exists', accountTexts.usernameTaken);
        throw error;
      }
      const updated = await requireUser(userId);
      if (!emailChanges) return { message: accountTexts.profileUpdated, user: toUserData(updated) };
      // Mail to the current address greets by the name it had before this request, not one just typed.
      await startEmailChange(user, input.email, byPassword);
      return {
        message: byPassword ? accountTexts.emailChangePending : emailChangeTexts.approvalSent,
        user: toUserData(updated),
      };
    },

    /** The current address approves: only now does the new address get its confirmation link. */
    async approve(uid: string, token: string, newEmail: string) {
      const now = clock();
      const live = await emailTokens.findLive(uid, token, 'approve-email-change', now);
      const user = live && (await users.findById(uid));
      if (!live?.new_email || !user || !sameLinkAddress(live.new_email, newEmail)) {
        throw badRequest('invalid_link', emailChangeTexts.invalidApprovalLink);
      }
      await limits.consume('emailChangePerDestination', live.new_email);
      if (!(await emailTokens.spend(uid, token, 'approve-email-change', now))) {
        throw badRequest('invalid_link', emailChangeTexts.invalidApprovalLink);
      }
      await mailNewAddress(user, live.new_email, now);
      return { message: emailChangeTexts.approved, new_email: live.new_email };
    },

    /** "It was not me": every pending change ends, and so does every session (a thief's included). */
    async cancel(uid: string, token: string) {
      const now = clock();
      if (!(await emailTokens.spend(uid, token, 'cancel-email-change', now))) {
        throw badRequest('invalid_link', emailChangeTexts.invalidCancelLink);
      }
      await emailTokens.revokeAll(uid, now, emailChangePurposes);
      await sessions.endAllFor(uid, now);
      return { message: emailChangeTexts.cancelled };
    },

    /**
     * Opened from the new mailbox: the change applies, every session ends, every other email link dies.
     * The spend and the new address commit together, so a repeat racing the first (React StrictMode's
     * double effect) finds the change applied and hears the same success (issue 49, item 11).
     */
    async confirm(uid: string, token: string, newEmail: string) {
      const now = clock();
      const repeatOrRefuse = async () => {
        if (await justConfirmed(uid, token, newEmail, now)) return { message: accountTexts.emailChanged };
        throw badRequest('invalid_link', accountTexts.invalidEmailChangeLink);
      };
      const live = await emailTokens.findLive(uid, token, 'change-email', now);
      if (!live) return repeatOrRefuse();
      if (!live.new_email || !sameLinkAddress(live.new_email, newEmail)) {
        throw badRequest('invalid_link', accountTexts.invalidEmailChangeLink);
      }
      const address = live.new_email;
      const holder = await users.findByEmail(address);
      if (holder && holder.id !== uid) throw badRequest('already_exists', accountTexts.emailTaken);
      const applied = await db.transaction().execute(async (trx) => {
        if (!(await emailTokensRepository(trx).spend(uid, token, 'change-email', now))) return false;
        await usersRepository(trx).update(uid, { email: address, email_verified: 1 });
        return true;
      });
      if (!applied) return repeatOrRefuse();
      // Links sent to the old address (a reset, a cancel) must not reach the account any more.
      await emailTokens.revokeAll(uid, now);
      await sessions.endAllFor(uid, now);
      return { message: accountTexts.emailChanged };
    },
  };
}

export type EmailChangeService = ReturnType<typeof emailChangeService>;
