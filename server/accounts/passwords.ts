import argon2 from 'argon2';

/** argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

// Checked against when no account matches, so a wrong username costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy password that matches nobody');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
