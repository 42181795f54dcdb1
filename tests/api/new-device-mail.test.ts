import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accountMark } from '../../server/accounts/deviceCookie';
import { signedInUser, type TestUser } from '../support/accounts';
import { testPublicUrl, useTestApi } from '../support/testApi';

/** Issue 49, item 8: a mail to the person when their account signs in on a device it never used. */
const api = useTestApi();
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const subject = 'New sign-in to your Money Kitchen account';

/** A password sign-in from a browser with `userAgent`, sending `cookie` if it kept one; answers the cookie it gets. */
async function signIn(user: TestUser, userAgent: string, cookie?: string, password = user.password) {
  const response = await api.request('/api/auth/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ username: user.username, password }),
  });
  const set = response.headers.get('set-cookie') ?? '';
  return { status: response.status, cookie: /mk_device=[^;]+/.exec(set)?.[0], setCookie: set };
}

async function newDeviceMails(user: TestUser) {
  await api.mailSettled();
  return api.inbox.received.filter((mail) => mail.to === user.email.toLowerCase() && mail.subject === subject);
}

describe('the new-device mail (issue 49, item 8)', () => {
  it('mailbox watch: a sign-in from a new browser mails the owner with the device and the devices list; the same browser again mails nothing', async () => {
    const user = await signedInUser(api);
    const first = await signIn(user, firefox);
    expect(first.status).toBe(200);
    const [mail, ...more] = await newDeviceMails(user);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('from a new device: Firefox on Linux');
    expect(mail!.link).toBe(`${testPublicUrl}/profile#devices`);
    expect(mail!.text).not.toContain(user.username);
    expect(first.setCookie).toMatch(/HttpOnly/i);
    expect(first.setCookie).toMatch(/Path=\/api\/auth\//);

    // The browser that keeps its cookie is known, even when its User-Agent changes with an update.
    expect((await signIn(user, firefox, first.cookie)).status).toBe(200);
    expect((await signIn(user, `${firefox} Updated`, first.cookie)).status).toBe(200);
    expect(await newDeviceMails(user)).toHaveLength(1);
  });

  it('a client that keeps no cookies is known by an earlier login with the same browser and address', async () => {
    const user = await signedInUser(api);
    await signIn(user, safari);
    await signIn(user, safari);
    const mails = await newDeviceMails(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Safari on iOS');
  });

  it('lying client: a forged or foreign-signed device cookie does not hide a new device', async () => {
    const user = await signedInUser(api);
    const forged = await new SignJWT({ acc: [accountMark(user.id)] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('money-kitchen/device')
      .setAudience('known-device')
      .sign(new TextEncoder().encode('a secret the attacker chose, long enough'));
    await signIn(user, firefox, `mk_device=${forged}`);
    await signIn(user, safari, 'mk_device=not-a-token');
    expect(await newDeviceMails(user)).toHaveLength(2);
  });

  it("lying client: another account's device cookie on the same browser does not count for this one", async () => {
    const [first, second] = [await signedInUser(api, 'family'), await signedInUser(api, 'family')];
    const { cookie } = await signIn(first, firefox);
    const secondOnIt = await signIn(second, safari, cookie);
    expect(await newDeviceMails(second)).toHaveLength(1);
    // The shared browser now knows both: neither is mailed again from it.
    await signIn(first, safari, secondOnIt.cookie);
    await signIn(second, firefox, secondOnIt.cookie);
    expect(await newDeviceMails(first)).toHaveLength(1);
    expect(await newDeviceMails(second)).toHaveLength(1);
  });

  it('mails nobody for the first sign-in after registering, nor for a refused one', async () => {
    const user = await signedInUser(api);
    expect(await newDeviceMails(user)).toEqual([]);
    const refused = await signIn(user, firefox, undefined, 'not the password');
    expect(refused.status).toBe(401);
    expect(refused.cookie).toBeUndefined();
    expect(await newDeviceMails(user)).toEqual([]);
  });
});
