/**
 * The HS256 key for `secret`, imported once on first use. Given raw bytes, jose imports a new
 * CryptoKey on every sign and verify, which was a visible share of each API request's CPU time.
 */
export function hmacSha256Key(secret: string): () => Promise<CryptoKey> {
  let imported: Promise<CryptoKey> | undefined;
  return () => {
    imported ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      // Not extractable: the secret cannot be read back out of the key.
      false,
      ['sign', 'verify'],
    );
    return imported;
  };
}
