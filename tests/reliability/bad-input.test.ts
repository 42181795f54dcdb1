import fc from 'fast-check';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreLimitFactor } from '../../server/backup/backup.routes';
import { accountBodyBytes } from '../../server/http/bodyLimits';
import type { PushResult } from '../../src/domain/mutations';
import { newCredentials, signedInUser, type TestUser } from '../support/accounts';
import { aTransaction, aWish } from '../support/records';
import { softAuthenticator } from '../support/softPasskey';
import { testMaxBodyBytes, testPublicUrl, useTestApi } from '../support/testApi';
import { expectJsonError, money, seedRecords, snapshot, type Seeded } from './support';

/**
 * Property-based bad input against every endpoint of the API (issue "Reliability and security"):
 * generated bodies, query strings, path ids and credentials. Whatever arrives, the server answers
 * below 500, every 4xx is JSON with a non-empty `error`, and a refused request leaves the person's
 * records exactly as they were (compared through /api/sync/pull/).
 */

const api = useTestApi();
let owner: TestUser;
let seeded: Seeded;
const tokens: Record<string, string> = {};

// The secret useTestApi signs with: needed to forge tokens that differ in one respect only.
const testSecret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256');

beforeAll(async () => {
  owner = await signedInUser(api, 'fuzz');
  seeded = await seedRecords(api, owner, 'fuzz');
  const lid = String(decodeJwt(owner.access).lid);
  const [header, , signature] = owner.access.split('.');
  const otherClaims = Buffer.from(JSON.stringify({ sub: 'someone-else', lid, iss: 'money-kitchen' })).toString(
    'base64url',
  );
  const signed = (alg: string, key: Uint8Array, exp: string | number = '2h', iat?: number) => {
    const jwt = new SignJWT({ lid }).setProtectedHeader({ alg }).setSubject(owner.id).setIssuer('money-kitchen');
    if (iat !== undefined) jwt.setIssuedAt(iat);
    return jwt.setExpirationTime(exp).sign(key);
  };
  const past = Date.parse('2026-03-15T09:00:00Z') / 1000;
  Object.assign(tokens, {
    algNone: new UnsecuredJWT({ lid }).setSubject(owner.id).setIssuer('money-kitchen').setExpirationTime('2h').encode(),
    otherKey: await signed('HS256', new TextEncoder().encode('another-secret-that-is-long-enough-too')),
    // Same key, another HMAC algorithm: refused because HS256 is pinned.
    hs512: await signed('HS512', testSecret),
    expired: await signed('HS256', testSecret, past + 60, past),
    tampered: `${header}.${otherClaims}.${signature}`,
  });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Endpoint {
  method: Method;
  /** With `:id` where the call takes a record id. */
  path: string;
  auth: boolean;
  /** A valid body: the base the generated bodies are mutated from. */
  body?: () => unknown;
  /** A valid query: the base of the generated query strings. */
  query?: Record<string, string>;
  id?: keyof Seeded;
  /** Runs of the property (calls that check a password with argon2 get fewer). */
  runs?: number;
}

const transactionBody = () => ({
  amount: '12.50',
  currency: 'USD',
  trans_status: 'withdraw',
  category: 'Food',
  trans_details: 'Lunch',
  date: '2026-03-11',
});
const wishBody = () => ({ price: 10, currency: 'EUR', year: 2026, wish_details: 'Pan', link: '' });
const scheduledBody = () => ({
  scheduled_trans_status: 'withdraw',
  day_of_month: 5,
  amount: 20,
  currency: 'USD',
  category: 'Rent',
  scheduled_trans_details: '',
  status: true,
});
let pushNumber = 1_000;
const pushBody = () => {
  pushNumber += 10;
  const transaction = aTransaction();
  const edit = { category: { from: 'Food', to: 'Rent' }, amount_cents: { from: 1250, to: 99 } };
  return {
    protocol: 1,
    client_id: 'fuzzer',
    mutations: [
      { number: pushNumber, name: 'transaction.put.v1', args: transaction },
      { number: pushNumber + 1, name: 'wish.put.v1', args: aWish() },
      { number: pushNumber + 2, name: 'target.put.v1', args: { id: '2026-02', target_cents: 100 } },
      { number: pushNumber + 3, name: 'transaction.delete.v1', args: { id: 'nothing-here' } },
      { number: pushNumber + 4, name: 'setting.put.v1', args: { id: 'favorite_currency', value: 'EUR' } },
      // A field edit of it (protocol step 11): its fields and values are fuzzed too.
      {
        number: pushNumber + 5,
        name: 'transaction.patch.v1',
        args: { id: transaction.id, at: '2026-03-11T08:00:00.000Z', fields: edit },
      },
    ],
  };
};
const backupBody = () => ({
  format: 'money-kitchen-backup',
  version: 1,
  exported_at: '2026-03-15T12:00:00.000Z',
  app_version: '7.0.4',
  records: {
    transaction: [aTransaction({ id: 'fuzz-restored-tx' })],
    scheduled: [],
    wish: [aWish({ id: 'fuzz-restored-wish' })],
    target: [{ id: '2026-01', target_cents: 5000 }],
    setting: [{ id: 'favorite_currency', value: 'EUR' }],
  },
  deleted_occurrences: [],
});

// Passkey answers as a browser sends them, for a challenge the server never made: the base of the
// generated passkey bodies (issue 49, item 7).
const passkeyDevice = softAuthenticator(testPublicUrl);
const unknownChallenge = { challenge_id: '0190f2a4-0000-7000-8000-000000000000', options: { challenge: 'AAAA' } };
const passkeyRegistration = passkeyDevice.create({ ...unknownChallenge.options, rp: {}, user: { id: 'dXNlcg' } });
const passkeyAssertion = passkeyDevice.get(unknownChallenge.options);

const endpoints: Endpoint[] = [
  { method: 'GET', path: '/api/health', auth: false },
  // Authentication (spec section 7)
  {
    method: 'POST',
    path: '/api/auth/register/',
    auth: false,
    body: () => {
      const credentials = newCredentials('fz');
      return { ...credentials, password2: credentials.password };
    },
    runs: 30,
  },
  {
    method: 'POST',
    path: '/api/auth/login/',
    auth: false,
    body: () => ({ username: owner.username, password: 'not the password' }),
    runs: 30,
  },
  { method: 'POST', path: '/api/auth/token/refresh/', auth: false, body: () => ({ refresh: 'no-such.token' }) },
  { method: 'POST', path: '/api/auth/logout/', auth: false, body: () => ({ refresh: 'no-such.token' }) },
  { method: 'GET', path: '/api/user-data/', auth: true },
  { method: 'POST', path: '/api/auth/verify-email/', auth: false, body: () => ({ uid: owner.id, token: 'forged' }) },
  {
    method: 'POST',
    path: '/api/auth/verify-email/resend/',
    auth: false,
    body: () => ({ email: 'nobody@example.org' }),
  },
  { method: 'POST', path: '/api/auth/password-reset/', auth: false, body: () => ({ email: 'nobody@example.org' }) },
  {
    method: 'POST',
    path: '/api/auth/password-reset/validate/',
    auth: false,
    body: () => ({ uid: owner.id, token: 'forged' }),
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/confirm/',
    auth: false,
    body: () => ({
      uid: owner.id,
      token: 'forged',
      new_password: 'a new password',
      confirm_password: 'a new password',
    }),
    runs: 30,
  },
  { method: 'GET', path: '/api/auth/google/url/', auth: false },
  {
    method: 'POST',
    path: '/api/auth/google/authenticate/',
    auth: false,
    body: () => ({ code: 'code', state: 'state' }),
  },
  // Passkeys (issue 49, item 7)
  { method: 'POST', path: '/api/auth/passkey/options/', auth: false },
  {
    method: 'POST',
    path: '/api/auth/passkey/login/',
    auth: false,
    body: () => ({ challenge_id: unknownChallenge.challenge_id, credential: passkeyAssertion }),
  },
  { method: 'GET', path: '/api/profile/passkeys/', auth: true },
  { method: 'POST', path: '/api/profile/passkeys/options/', auth: true },
  {
    method: 'POST',
    path: '/api/profile/passkeys/',
    auth: true,
    body: () => ({ challenge_id: unknownChallenge.challenge_id, name: 'Laptop', credential: passkeyRegistration }),
  },
  { method: 'POST', path: '/api/auth/reauthenticate/passkey/options/', auth: true },
  {
    method: 'POST',
    path: '/api/auth/reauthenticate/passkey/',
    auth: true,
    body: () => ({ challenge_id: unknownChallenge.challenge_id, credential: passkeyAssertion }),
  },
  { method: 'POST', path: '/api/auth/two-factor/passkey/options/', auth: false, body: () => ({ ticket: 'ticket' }) },
  {
    method: 'POST',
    path: '/api/auth/two-factor/passkey/',
    auth: false,
    body: () => ({ ticket: 'ticket', challenge_id: unknownChallenge.challenge_id, credential: passkeyAssertion }),
  },
  // Profile and settings
  {
    method: 'PUT',
    path: '/api/profile/update/',
    auth: true,
    body: () => ({ first_name: 'Ada', last_name: 'Lovelace', username: owner.username, email: owner.email }),
  },
  {
    method: 'POST',
    path: '/api/profile/change-password/',
    auth: true,
    body: () => ({ current_password: 'not the password', new_password: 'kitchen 2', confirm_password: 'kitchen 2' }),
    runs: 30,
  },
  {
    method: 'POST',
    path: '/api/profile/verify-email-change/',
    auth: false,
    body: () => ({ uid: owner.id, token: 'forged', new_email: 'new@example.org' }),
  },
  {
    method: 'POST',
    path: '/api/profile/approve-email-change/',
    auth: false,
    body: () => ({ uid: owner.id, token: 'forged', new_email: 'new@example.org' }),
  },
  {
    method: 'POST',
    path: '/api/profile/cancel-email-change/',
    auth: false,
    body: () => ({ uid: owner.id, token: 'forged' }),
  },
  { method: 'GET', path: '/api/get-fav-currency/', auth: true },
  { method: 'POST', path: '/api/change-fav-currency/', auth: true, body: () => ({ fav_currency: 'EUR' }) },
  // Sync (docs/sync-protocol.md)
  { method: 'POST', path: '/api/sync/push/', auth: true, body: pushBody },
  { method: 'GET', path: '/api/sync/pull/', auth: true, query: { protocol: '1', after: '0', limit: '10' } },
  { method: 'GET', path: '/api/sync/rates/', auth: true, query: { after: '0' } },
  { method: 'GET', path: '/api/sync/head/', auth: true, query: { protocol: '1', since: '2026-01-01', limit: '10' } },
  {
    method: 'GET',
    path: '/api/sync/history/',
    auth: true,
    query: { protocol: '1', after: '0', before: '2026-01-01', limit: '10', totals: '1' },
  },
  // /api/finance-management/
  { method: 'GET', path: `${money}/get-category/`, auth: true, query: { status: 'deposit' } },
  { method: 'POST', path: `${money}/transaction/add-transactions/`, auth: true, body: transactionBody },
  {
    method: 'POST',
    path: `${money}/transaction/update-transactions/:id/`,
    auth: true,
    body: transactionBody,
    id: 'transactionId',
  },
  { method: 'DELETE', path: `${money}/transaction/delete-transactions/:id/`, auth: true, id: 'transactionId' },
  {
    method: 'GET',
    path: `${money}/transaction/get-transactions/`,
    auth: true,
    query: { start_date: '2026-01-01', end_date: '2026-12-31', page: '1' },
  },
  {
    method: 'GET',
    path: `${money}/transfer/get-transfers/`,
    auth: true,
    query: { start_date: '2026-01-01', end_date: '2026-12-31', page: '1' },
  },
  {
    method: 'GET',
    path: `${money}/transaction/export-csv/`,
    auth: true,
    query: { start_date: '2026-01-01', end_date: '2026-12-31' },
  },
  { method: 'GET', path: `${money}/get-networth/`, auth: true },
  { method: 'GET', path: `${money}/get-networth-details/`, auth: true },
  { method: 'POST', path: `${money}/recalculate-networth/`, auth: true },
  { method: 'GET', path: `${money}/wishlist/get-wishlist/`, auth: true, query: { year: '2026', page: '1' } },
  { method: 'POST', path: `${money}/wishlist/add-wish/`, auth: true, body: wishBody },
  { method: 'POST', path: `${money}/wishlist/update-wish/:id/`, auth: true, body: wishBody, id: 'wishId' },
  { method: 'DELETE', path: `${money}/wishlist/delete-wish/:id/`, auth: true, id: 'completedWishId' },
  { method: 'POST', path: `${money}/wishlist/update-wish-status/:id/`, auth: true, id: 'wishId' },
  { method: 'GET', path: `${money}/scheduled-trans/get-scheduled-trans/`, auth: true, query: { page: '1' } },
  { method: 'POST', path: `${money}/scheduled-trans/add-scheduled-trans/`, auth: true, body: scheduledBody },
  {
    method: 'POST',
    path: `${money}/scheduled-trans/update-scheduled-trans/:id/`,
    auth: true,
    body: scheduledBody,
    id: 'scheduledId',
  },
  {
    method: 'DELETE',
    path: `${money}/scheduled-trans/delete-scheduled-trans/:id/`,
    auth: true,
    id: 'scheduledId',
  },
  {
    method: 'POST',
    path: `${money}/scheduled-trans/update-scheduled-trans-status/:id/`,
    auth: true,
    id: 'scheduledId',
  },
  { method: 'POST', path: `${money}/scheduled-trans/apply-scheduled-trans/`, auth: true },
  { method: 'GET', path: `${money}/target/get-target/`, auth: true },
  { method: 'POST', path: `${money}/target/manage-target/`, auth: true, body: () => ({ target: '150.00' }) },
  { method: 'GET', path: `${money}/target/get-score/`, auth: true },
  { method: 'GET', path: `${money}/target/get-score-history/`, auth: true, query: { page: '1' } },
  { method: 'GET', path: `${money}/get-monthly-report/`, auth: true },
  { method: 'GET', path: `${money}/get-report-history-months/`, auth: true },
  { method: 'GET', path: `${money}/get-report-history-years/`, auth: true },
  { method: 'GET', path: `${money}/get-monthly-report-history/`, auth: true, query: { month: '3', year: '2026' } },
  { method: 'GET', path: `${money}/get-yearly-report/`, auth: true, query: { year: '2026' } },
  { method: 'POST', path: `${money}/recalculate-reports/`, auth: true },
  // Backup
  { method: 'GET', path: '/api/backup/', auth: true },
  { method: 'POST', path: '/api/backup/restore/', auth: true, body: backupBody },
];

// ---------------------------------------------------------------------------------------------
// What is generated

const longText = 'x'.repeat(60_000);
/** Values chosen to break parsers, converters and queries. */
const specials: unknown[] = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '0',
  '-0',
  '-1',
  '-12.50',
  '1e309',
  '-1e309',
  '0x10',
  '1_000',
  '12.345',
  '1,5',
  '١٢٣',
  '１２',
  '99999999999999999999999',
  '2025-02-30',
  '2025-02-29',
  '2025-13-01',
  '2025-00-10',
  '0000-00-00',
  '9999-12-31',
  '2025-2-3',
  '2025-02-30T00:00:00.000Z',
  '2026-03-15T25:61:00Z',
  "' OR '1'='1",
  "'; DROP TABLE transactions; --",
  '" OR 1=1 --',
  '1); SELECT pg_sleep(10); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil.example")',
  '+1+1',
  '@SUM(A1)',
  'javascript:alert(1)',
  'http://[::1',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '\u202etxt.exe',
  '\ufeff',
  '💸'.repeat(200),
  'x'.repeat(501),
  'x'.repeat(5000),
  longText,
  'USD ',
  'usd',
  'XXX',
  'EUR\n',
  '__proto__',
  'constructor',
  0,
  -0,
  -1,
  1,
  0.1,
  0.005,
  1.005,
  12.345,
  1e-7,
  1e21,
  1e300,
  -1e300,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  1_000_000_000_000,
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  { $gt: '' },
  { toString: 'x' },
  [[[[[[[[[[]]]]]]]]]],
];

const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...specials), weight: 6 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

const extraKeys = ['id', 'user_id', 'seq', 'deleted', 'updated_at', 'admin', '__proto__', 'constructor', 'x'];

interface Mutation {
  path: number[];
  op: 'set' | 'delete' | 'add';
  value: unknown;
  key: string;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  path: fc.array(fc.nat(), { maxLength: 4 }),
  op: fc.constantFrom('set' as const, 'set' as const, 'delete' as const, 'add' as const),
  value: nasty,
  key: fc.oneof(fc.constantFrom(...extraKeys), fc.string({ maxLength: 12 })),
});

/** Applies a change somewhere in a JSON value: walks `path` down through objects and lists. */
function mutate(base: unknown, { path, op, value, key }: Mutation): unknown {
  const root = structuredClone(base);
  let container: unknown = root;
  for (const step of path) {
    const keys = container !== null && typeof container === 'object' ? Object.keys(container) : [];
    const next = keys.length > 0 ? (container as Record<string, unknown>)[keys[step % keys.length]!] : undefined;
    if (next === null || typeof next !== 'object') break;
    container = next;
  }
  if (container === null || typeof container !== 'object') return value;
  const target = container as Record<string, unknown>;
  const keys = Object.keys(target);
  // fast-check likes to propose "length"; on a list that would resize the list (or throw) rather than
  // send a body, so a list gets a new last item instead.
  const usable = (name: string) => (Array.isArray(target) && name === 'length' ? String(target.length) : name);
  const chosen = usable(keys.length > 0 ? keys[(path.at(-1) ?? 0) % keys.length]! : key);
  if (op === 'delete') delete target[chosen];
  else if (op === 'add')
    Object.defineProperty(target, usable(key), { value, enumerable: true, configurable: true, writable: true });
  else target[chosen] = value;
  return root;
}

/** Lone surrogates replaced, as a browser's encoder would (they cannot be percent-encoded). */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string }
  | { kind: 'bytes'; bytes: Uint8Array<ArrayBuffer> };

const malformedJson = [
  '',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  '[1,]',
  "{'a':1}",
  '{a:1}',
  'nul',
  'NaN',
  '{"amount": NaN}',
  '{"amount": Infinity}',
  '{"amount": -Infinity}',
  '{"amount": 1e999, "currency": "USD"}',
  '{"amount": 12, "amount": "twelve", "currency": "USD"}',
  '{"__proto__": {"admin": true}, "amount": 1, "currency": "USD"}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"just a string"',
  '12',
  'true',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
];

/** Bytes that are not UTF-8: lone continuation, overlong slash, surrogate, truncated sequence, 0xFF. */
const badUtf8 = [[0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xff, 0xfe], [0xf8, 0x88, 0x80, 0x80, 0x80]];

function withBadBytes(base: unknown, bytes: number[]): Uint8Array<ArrayBuffer> {
  const marker = 'BADBYTESHERE';
  const object = base !== null && typeof base === 'object' && !Array.isArray(base) ? base : {};
  const keys = Object.keys(object);
  const text = JSON.stringify({ ...object, [keys[0] ?? 'x']: marker });
  const [before, after] = text.split(marker) as [string, string];
  const encoder = new TextEncoder();
  return new Uint8Array([...encoder.encode(before), ...bytes, ...encoder.encode(after)]);
}

function bodyPlans(base: () => unknown): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    {
      arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }).map((list): BodyPlan => ({
        kind: 'json',
        value: list.reduce<unknown>((value, m) => mutate(value, m), base()),
        contentType: 'application/json',
      })),
      weight: 8,
    },
    {
      arbitrary: nasty.map((value): BodyPlan => ({ kind: 'json', value, contentType: 'application/json' })),
      weight: 1,
    },
    {
      arbitrary: fc
        .oneof(fc.constantFrom(...malformedJson), fc.string())
        .map((text): BodyPlan => ({ kind: 'raw', text })),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom(...badUtf8)
        .map((bytes): BodyPlan => ({ kind: 'bytes', bytes: withBadBytes(base(), bytes) })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          '',
        )
        .map((contentType): BodyPlan => ({ kind: 'json', value: base(), contentType })),
      weight: 1,
    },
    { arbitrary: fc.constant<BodyPlan>({ kind: 'none' }), weight: 1 },
  );
}

const rawQueryBits = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%FF%FE',
  '%00',
  'a=1&a=2',
  '=',
  '&&&',
  'page=-1',
  'page=1e3',
  'page=0',
  'page=99999999999999999999',
  'page=1&page=2',
  'year=0000',
  'year=-2026',
  'month=13',
  'month=0',
  'month=02.5',
  'start_date=2025-02-30',
  'end_date=2025-13-45',
  'start_date=2026-12-31&end_date=2026-01-01',
  'after=-1',
  'after=1e20',
  'after=999999999999999',
  'limit=0',
  'limit=99999',
  'protocol=2',
  'status=Deposit',
  'status[]=deposit',
  `page=${'9'.repeat(5000)}`,
];

function queryStrings(base: Record<string, string>): fc.Arbitrary<string> {
  const keys = [...Object.keys(base), 'page', 'year', 'x'];
  const structured = fc
    .array(
      fc.record({
        key: fc.constantFrom(...keys),
        op: fc.constantFrom('set' as const, 'delete' as const),
        value: nasty.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
      }),
      { maxLength: 3 },
    )
    .map((changes) => {
      const params = new URLSearchParams(base);
      for (const change of changes) {
        if (change.op === 'delete') params.delete(change.key);
        // Lone surrogates cannot be percent-encoded; the raw bits below send broken encodings.
        else params.set(change.key, wellFormed(change.value));
      }
      return params.toString();
    });
  return fc.oneof(
    { arbitrary: structured, weight: 4 },
    {
      arbitrary: fc
        .subarray(rawQueryBits, { minLength: 1, maxLength: 3 })
        .map((bits) => [new URLSearchParams(base).toString(), ...bits].filter(Boolean).join('&')),
      weight: 2,
    },
  );
}

const rawIds = [
  '%',
  '%zz',
  '%00',
  'a%00b',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%20',
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent('<script>alert(1)</script>'),
  'x'.repeat(101),
  'x'.repeat(5000),
  'sched:%2F:2026-03',
  'wish:1',
];

function ids(own: string): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constant(encodeURIComponent(own)), weight: 1 },
    { arbitrary: fc.constantFrom(...rawIds), weight: 3 },
    {
      arbitrary: fc
        .string({ minLength: 1, maxLength: 60, unit: 'binary' })
        .map(wellFormed)
        .filter((id) => id !== '.' && id !== '..')
        .map(encodeURIComponent),
      weight: 3,
    },
  );
}

type AuthPlan = 'valid' | 'none' | 'garbage' | 'basic' | keyof typeof tokenNames;
const tokenNames = { algNone: 1, otherKey: 1, hs512: 1, expired: 1, tampered: 1 } as const;

const authPlans: fc.Arbitrary<AuthPlan> = fc.oneof(
  { arbitrary: fc.constant<AuthPlan>('valid'), weight: 12 },
  {
    arbitrary: fc.constantFrom<AuthPlan>(
      'none',
      'garbage',
      'basic',
      'algNone',
      'otherKey',
      'hs512',
      'expired',
      'tampered',
    ),
    weight: 4,
  },
);

function authorization(plan: AuthPlan): string | undefined {
  if (plan === 'none') return undefined;
  if (plan === 'valid') return `Bearer ${owner.access}`;
  if (plan === 'garbage') return 'Bearer not.a.jwt';
  if (plan === 'basic') return `Basic ${Buffer.from(`${owner.username}:${owner.password}`).toString('base64')}`;
  return `Bearer ${tokens[plan]}`;
}

interface RequestPlan {
  auth: AuthPlan;
  body: BodyPlan;
  query: string;
  id: string;
}

function requestPlans(endpoint: Endpoint): fc.Arbitrary<RequestPlan> {
  return fc.record({
    auth: authPlans,
    body: endpoint.body ? bodyPlans(endpoint.body) : fc.constant<BodyPlan>({ kind: 'none' }),
    query: endpoint.method === 'GET' ? queryStrings(endpoint.query ?? {}) : fc.constant(''),
    id: endpoint.id ? ids(seeded[endpoint.id]) : fc.constant(''),
  });
}

/** The body a plan sends, as it travels. */
function bodyOf(plan: RequestPlan): string | Uint8Array<ArrayBuffer> | undefined {
  if (plan.body.kind === 'json') return JSON.stringify(plan.body.value) ?? 'null';
  if (plan.body.kind === 'raw') return plan.body.text;
  if (plan.body.kind === 'bytes') return plan.body.bytes;
  return undefined;
}

/** Whether a plan's body is over its route's limit, which is refused (413) before anyone is asked who they are. */
function overLimit(endpoint: Endpoint, plan: RequestPlan): boolean {
  const body = bodyOf(plan);
  const bytes = body === undefined ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  return bytes > bodyLimitOf(endpoint);
}

/** The largest body a route takes: sign-in and profile calls far less than the rest (server/http/bodyLimits.ts). */
function bodyLimitOf(endpoint: Endpoint): number {
  if (endpoint.path === '/api/backup/restore/') return testMaxBodyBytes * restoreLimitFactor;
  return /^\/api\/(auth|profile)\//.test(endpoint.path) ? accountBodyBytes : testMaxBodyBytes;
}

async function send(endpoint: Endpoint, plan: RequestPlan): Promise<Response> {
  const headers = new Headers();
  const auth = authorization(plan.auth);
  if (auth) headers.set('authorization', auth);
  const body = bodyOf(plan);
  if (plan.body.kind === 'json') {
    if (plan.body.contentType) headers.set('content-type', plan.body.contentType);
  } else if (plan.body.kind === 'raw') {
    headers.set('content-type', 'application/json');
  } else if (plan.body.kind === 'bytes') {
    headers.set('content-type', 'application/json; charset=utf-8');
  }
  const path = endpoint.path.replace(':id', plan.id) + (plan.query ? `?${plan.query}` : '');
  return api.request(path, { method: endpoint.method, headers, ...(body === undefined ? {} : { body }) });
}

/**
 * The owner's records as last seen. A refused request leaves them as they were, so the snapshot taken
 * after it is the one before the next request; an accepted one may change them, so it is read again.
 */
let lastSnapshot: Awaited<ReturnType<typeof snapshot>> | undefined;
/** The record kind an endpoint's `:id` names. */
const kindNamedBy: Record<keyof Seeded, string> = {
  transactionId: 'transaction',
  scheduledId: 'scheduled',
  wishId: 'wish',
  completedWishId: 'wish',
};

/** Whether a live record of `kind` has the id that `rawId` (as sent in a path) decodes to. */
function standsWithId(changes: Awaited<ReturnType<typeof snapshot>>, kind: string, rawId: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    return false;
  }
  return changes.some((change) => change.kind === kind && change.id === id && !change.deleted);
}

const snapshotBefore = async () => (lastSnapshot ??= await snapshot(api, owner.access));
async function expectUnchanged(before: Awaited<ReturnType<typeof snapshot>> | undefined) {
  lastSnapshot = await snapshot(api, owner.access);
  expect(lastSnapshot).toEqual(before);
}

const fuzzSeed = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};
const defaultRuns = 50;
let requestsSent = 0;
/** Requests sent and answers seen, printed at the end for docs/RELIABILITY.md. */
const tally = { generated: 0, chosen: 0, size: 0, byClass: new Map<string, number>() };
function count(kind: 'generated' | 'chosen' | 'size', response: Response) {
  tally[kind] += 1;
  const key = `${String(response.status).slice(0, 1)}xx`;
  tally.byClass.set(key, (tally.byClass.get(key) ?? 0) + 1);
}
afterAll(() => {
  const classes = [...tally.byClass]
    .sort()
    .map(([key, n]) => `${key} ${n}`)
    .join(', ');
  console.info(
    `bad-input (${process.env.TEST_DATABASE ?? 'sqlite'}): ${tally.generated} generated + ${tally.chosen} chosen + ` +
      `${tally.size} oversized requests to ${endpoints.length} endpoints; answers: ${classes}`,
  );
});

// ---------------------------------------------------------------------------------------------

describe('every endpoint, fed generated bad input', () => {
  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: never 5xx, errors are JSON, refusals change nothing',
    async (_name, endpoint) => {
      const writes = endpoint.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(requestPlans(endpoint), async (plan) => {
          const before = writes ? await snapshotBefore() : undefined;
          const response = await send(endpoint, plan);
          requestsSent += 1;
          count('generated', response);
          expect(response.status, `${endpoint.method} ${endpoint.path}`).toBeLessThan(500);
          if (endpoint.auth && plan.auth !== 'valid')
            expect(response.status).toBe(overLimit(endpoint, plan) ? 413 : 401);
          if (response.status >= 400) {
            await expectJsonError(response);
            if (before) await expectUnchanged(before);
            return;
          }
          if (writes) lastSnapshot = undefined;
          if (endpoint.path === '/api/sync/push/' && response.status === 200) {
            // A push whose every mutation was refused applies nothing either.
            const { results } = (await response.json()) as { results: PushResult[] };
            for (const result of results.filter((r) => r.status === 'rejected')) expect(result.error).toBeTruthy();
            if (results.length > 0 && results.every((r) => r.status === 'rejected')) await expectUnchanged(before);
          }
        }),
        { numRuns: endpoint.runs ?? defaultRuns, ...fuzzSeed },
      );
    },
  );

  it('sent the planned number of generated requests', () => {
    const planned = endpoints.reduce((sum, endpoint) => sum + (endpoint.runs ?? defaultRuns), 0);
    // Shrinking may add runs after a failure; without one, exactly the planned number went out.
    expect(requestsSent).toBeGreaterThanOrEqual(planned);
  });
});

describe('request size', () => {
  const writeEndpoints = endpoints.filter((endpoint) => endpoint.method !== 'GET');
  const tenMegabytes = `{"a":"${'x'.repeat(10 * 1024 * 1024)}"}`;
  const sized = (size: number) => `{"a":"${'x'.repeat(size - 8)}"}`;

  it.each(writeEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers 10 MB, and one byte over its limit, with 413 JSON; signed in or not',
    async (_name, endpoint) => {
      const path = endpoint.path.replace(':id', 'some-id');
      for (const body of [tenMegabytes, sized(bodyLimitOf(endpoint) + 1)]) {
        for (const token of [owner.access, undefined]) {
          for (const declareLength of [true, false]) {
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (token) headers.authorization = `Bearer ${token}`;
            if (declareLength) headers['content-length'] = String(Buffer.byteLength(body));
            const response = await api.request(path, { method: endpoint.method, headers, body });
            count('size', response);
            expect(response.status, `${body.length} bytes`).toBe(413);
            expect((await expectJsonError(response)).code).toBe('payload_too_large');
          }
        }
      }
      // At the limit the body is read and judged on its content (a 4xx here: it is not a valid body).
      const atLimit = await api.request(path, {
        method: endpoint.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.access}` },
        body: sized(Math.min(bodyLimitOf(endpoint), testMaxBodyBytes)),
      });
      expect(atLimit.status).not.toBe(413);
      expect(atLimit.status).toBeLessThan(500);
    },
  );
});

describe('answers, whatever the input', () => {
  it('carry the security headers and no server banner, even on errors', async () => {
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/no-such-call/'],
      ['POST', '/api/auth/login/'],
      ['GET', `${money}/get-networth/`],
    ] as const) {
      const response = await api.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{',
      });
      const policy = new Map(
        (response.headers.get('content-security-policy') ?? '')
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources] as const),
      );
      // No inline or evaluated script, whatever else the policy allows.
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('refuse every forged, expired or foreign token with 401 on every signed-in call', async () => {
    for (const name of Object.keys(tokenNames) as (keyof typeof tokenNames)[]) {
      for (const endpoint of endpoints.filter((e) => e.auth)) {
        const response = await api.request(endpoint.path.replace(':id', 'x'), {
          method: endpoint.method,
          headers: { authorization: `Bearer ${tokens[name]}`, 'content-type': 'application/json' },
          ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(endpoint.body?.() ?? {}) }),
        });
        expect(response.status, `${name} ${endpoint.path}`).toBe(401);
        await expectJsonError(response);
      }
    }
  });
});

/** Every path from the root of a JSON value to a leaf (an empty list or object counts as a leaf). */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys = Object.keys(value);
  if (keys.length === 0) return [prefix];
  return keys.flatMap((key) => leafPaths((value as Record<string, unknown>)[key], [...prefix, key]));
}

function setAt(base: unknown, path: string[], value: unknown): unknown {
  const root = structuredClone(base) as Record<string, unknown>;
  let container = root;
  for (const key of path.slice(0, -1)) container = container[key] as Record<string, unknown>;
  container[path.at(-1)!] = value;
  return root;
}

describe('chosen values in every field, id and query parameter', () => {
  // Random runs may miss a field; these reach each one with the values most likely to slip through.
  const probes: unknown[] = [
    '\u0000',
    'a\u0000b',
    '\ud800',
    2 ** 53 + 2,
    2 ** 63,
    1e300,
    -1,
    1.5,
    '1e309',
    'NaN',
    '2025-02-30',
    null,
    [],
    {},
  ];

  it.each(
    endpoints.filter((e) => e.body).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
  )('%s: each leaf of a valid body set to each probe', async (_name, endpoint) => {
    // The push's other mutations have the same shape as its first.
    const paths = leafPaths(endpoint.body!()).filter((path) => path[0] !== 'mutations' || path[1] === '0');
    for (const path of paths) {
      for (const probe of probes) {
        const before = await snapshotBefore();
        const value = setAt(endpoint.body!(), path, probe);
        const response = await send(endpoint, {
          auth: 'valid',
          body: { kind: 'json', value, contentType: 'application/json' },
          query: '',
          id: endpoint.id ? encodeURIComponent(seeded[endpoint.id]) : '',
        });
        count('chosen', response);
        expect(response.status, `${path.join('.')} = ${JSON.stringify(probe)}`).toBeLessThan(500);
        if (response.status >= 400) {
          await expectJsonError(response);
          await expectUnchanged(before);
        } else lastSnapshot = undefined;
      }
    }
  });

  it.each(endpoints.filter((e) => e.id).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: each odd id',
    async (_name, endpoint) => {
      for (const id of rawIds) {
        const before = await snapshotBefore();
        // The generated requests above draw ids from the same odd texts, so one of them may have made
        // a record with this very id: the call then names a record that stands, and 200 is right.
        if (standsWithId(before, kindNamedBy[endpoint.id!], id)) continue;
        const response = await send(endpoint, {
          auth: 'valid',
          body: endpoint.body
            ? { kind: 'json', value: endpoint.body(), contentType: 'application/json' }
            : { kind: 'none' },
          query: '',
          id,
        });
        count('chosen', response);
        expect(response.status, id).toBeLessThan(500);
        expect([400, 404], id).toContain(response.status);
        await expectJsonError(response);
        await expectUnchanged(before);
      }
    },
  );

  it.each(
    endpoints
      .filter((e) => e.method === 'GET')
      .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
  )('%s: each odd query', async (_name, endpoint) => {
    const keys = [...Object.keys(endpoint.query ?? {}), 'page'];
    const values = [
      ...rawQueryBits.map((bit) => bit),
      ...keys.flatMap((key) => ['%00', '%FF', '-1', '1e999'].map((v) => `${key}=${v}`)),
    ];
    for (const query of values) {
      const response = await send(endpoint, { auth: 'valid', body: { kind: 'none' }, query, id: '' });
      count('chosen', response);
      expect(response.status, query).toBeLessThan(500);
      if (response.status >= 400) await expectJsonError(response);
    }
  });
});
