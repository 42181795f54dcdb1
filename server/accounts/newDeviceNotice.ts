import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { deviceName } from '../../src/domain/deviceName';
import type { Schema } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { newDeviceMail } from '../mail/templates';
import { accountMark, type DeviceCookies } from './deviceCookie';
import { usersRepository } from './users.repository';

export interface NewDeviceNoticeDeps {
  db: Kysely<Schema>;
  cookies: DeviceCookies;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  clock: () => Date;
}

/**
 * Issue 49, item 8: a mail to the person when their account signs in on a device it never signed in
 * on. Known is a browser whose device cookie names the account, or (for a client that keeps no
 * cookies, like the spec's cross-origin one) an earlier login with the same browser and address.
 * The account's very first sign-in mails nobody: it is the person who just registered.
 */
export function newDeviceNotice({ db, cookies, mailer, logger, publicUrl, clock }: NewDeviceNoticeDeps) {
  const users = usersRepository(db);

  /** True for the account's first sign-in, or when an earlier login had this browser and address. */
  async function seenBefore(userId: string, loginId: string, userAgent: string | null, address: string) {
    const earlier = db.selectFrom('logins').select('id').where('user_id', '=', userId).where('id', '!=', loginId);
    if (!(await earlier.limit(1).executeTakeFirst())) return true;
    const sameBrowser =
      userAgent === null ? earlier.where('user_agent', 'is', null) : earlier.where('user_agent', '=', userAgent);
    return (await sameBrowser.where('address', '=', address).limit(1).executeTakeFirst()) !== undefined;
  }

  return async function afterSignIn(
    c: Context,
    login: { userId: string; loginId: string; userAgent: string | null; address: string },
  ): Promise<void> {
    const now = clock();
    const mark = accountMark(login.userId);
    const known = await cookies.accounts(c, now);
    await cookies.remember(c, [...known.filter((other) => other !== mark), mark], now);
    if (known.includes(mark) || (await seenBefore(login.userId, login.loginId, login.userAgent, login.address))) {
      return;
    }
    const user = await users.findById(login.userId);
    if (!user) return;
    const mail = newDeviceMail({
      to: user.email,
      link: `${publicUrl}/profile#devices`,
      device: deviceName(login.userAgent ?? ''),
      address: login.address,
      when: now.toISOString().slice(0, 16).replace('T', ' '),
    });
    // In the background: the sign-in answers at once, and a mail server that is down never blocks it.
    void mailer.send(mail).catch((error: unknown) => logger.warn('Could not send the new-device mail', error));
  };
}

export type NewDeviceNotice = ReturnType<typeof newDeviceNotice>;
