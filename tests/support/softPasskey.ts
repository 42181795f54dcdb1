import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for API tests: ES256 keys, "none" attestation, user presence
 * and verification always given, a signature counter it raises on each use. It writes the same
 * JSON that @simplewebauthn/browser sends, so a test can also forge what an attacker would send.
 */

type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

function cborHead(major: number, length: number): Uint8Array {
  if (length < 24) return Uint8Array.of((major << 5) | length);
  if (length < 0x100) return Uint8Array.of((major << 5) | 24, length);
  if (length < 0x10000) return Uint8Array.of((major << 5) | 25, length >> 8, length & 0xff);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** The few CBOR forms (RFC 8949) a COSE key and an attestation object need. */
function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return Buffer.from(value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value));
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cbor)]);
  const entries = [...value.entries()].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

// User present and user verified (WebAuthn §6.1); AT marks attested credential data.
const flagsUpUv = 0x01 | 0x04;
const flagAttested = 0x40;

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

function counterBytes(counter: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export function softAuthenticator(origin: string) {
  const credentials: StoredCredential[] = [];

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, at: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }), 'utf8');
  }

  return {
    credentials,

    /** navigator.credentials.create(): a new discoverable ES256 credential for the options' user. */
    create(options: CreationOptions, at = origin) {
      const rpId = options.rp.id ?? new URL(at).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const id = randomBytes(16);
      const credential: StoredCredential = { id, privateKey, rpId, userHandle: options.user.id, counter: 0 };
      credentials.push(credential);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Uint8Array.of(flagsUpUv | flagAttested),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        id,
        cbor(coseKey),
      ]);
      const attestationObject = cbor(
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, at)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },

    /**
     * navigator.credentials.get() with a discoverable credential: `credential` picks which (the
     * first by default); `userHandle` and `counter` let a test forge what a genuine one never says.
     */
    get(
      options: RequestOptions,
      choice: { credential?: number; at?: string; userHandle?: string; counter?: number } = {},
    ) {
      const stored = credentials[choice.credential ?? 0];
      if (!stored) throw new Error('no such credential in the soft authenticator');
      stored.counter = choice.counter ?? stored.counter + 1;
      const authData = Buffer.concat([
        sha256(options.rpId ?? stored.rpId),
        Uint8Array.of(flagsUpUv),
        counterBytes(stored.counter),
      ]);
      const data = clientData('webauthn.get', options.challenge, choice.at ?? origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), stored.privateKey);
      return {
        id: b64url(stored.id),
        rawId: b64url(stored.id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: choice.userHandle ?? stored.userHandle,
        },
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
