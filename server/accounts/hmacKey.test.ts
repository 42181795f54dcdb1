import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hmacSha256Key } from './hmacKey';

const secret = 'a test secret that is long enough for HS256';

describe('hmacSha256Key', () => {
  it('imports the key once and hands out the same one after', async () => {
    const key = hmacSha256Key(secret);
    const first = await key();
    expect(await key()).toBe(first);
    expect(first.extractable).toBe(false);
    expect(first.usages.sort()).toEqual(['sign', 'verify']);
  });

  it('signs and verifies exactly as the raw secret bytes do', async () => {
    const key = await hmacSha256Key(secret)();
    const raw = new TextEncoder().encode(secret);
    const byKey = await new SignJWT({ lid: 'l' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').sign(key);
    const byRaw = await new SignJWT({ lid: 'l' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').sign(raw);
    expect(byKey).toBe(byRaw);
    expect((await jwtVerify(byRaw, key, { algorithms: ['HS256'] })).payload.sub).toBe('u');
  });

  it('does not verify a token signed with another secret', async () => {
    const other = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .sign(await hmacSha256Key('x'.repeat(40))());
    await expect(jwtVerify(other, await hmacSha256Key(secret)(), { algorithms: ['HS256'] })).rejects.toThrow();
  });
});
